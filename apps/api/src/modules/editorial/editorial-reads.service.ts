import {
  EDITORIAL_KIND_NAMES,
  REVIEW_DUE_YEARS,
  type ContentVersionDetail,
  type ContentVersionSummary,
  type ContentVersionView,
  type EditorialFields,
  type EditorialItem,
  type EditorialKind,
  type VersionStatus,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { chinaToday } from '../../lib/china-day.js';
import { consoleEdits } from '../../lib/content/console-edits.js';
import { citizenPath, listItems, publishedFields } from './editorial-kinds.js';
import { findVersion, itemVersions, versionsIn, type VersionRow } from './editorial.repository.js';

/**
 * The editorial workflow's reads: a version with its item's published fields and history, the
 * items of a kind, the overdue list and the review queue; and the views the writes answer with.
 */

export const OPEN: VersionStatus[] = ['draft', 'review'];
const notFound = () => new AppError('NOT_FOUND', 404, '没有这个版本');
/** The featured list has no title of its own: it is the home page's one list. */
export const titleOf = (f: EditorialFields, kind?: EditorialKind) =>
  kind === 'featured'
    ? EDITORIAL_KIND_NAMES.featured
    : String(f.meta.name ?? f.meta.title ?? f.meta.id ?? '');

export function summaryOf(r: VersionRow): ContentVersionSummary {
  const fields = JSON.parse(r.fields) as EditorialFields;
  return {
    id: r.id,
    kind: r.kind as EditorialKind,
    itemId: r.item_id,
    title: titleOf(fields, r.kind as EditorialKind),
    versionNo: r.version_no,
    status: r.status as VersionStatus,
    authorId: r.author_id,
    authorName: r.author_name,
    reviewerName: r.reviewer_name,
    reason: r.reason,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    decidedAt: r.decided_at,
  };
}

export const viewOf = (r: VersionRow): ContentVersionView => ({
  ...summaryOf(r),
  fields: JSON.parse(r.fields) as EditorialFields,
});

export async function loadVersion(db: Db, id: string): Promise<VersionRow> {
  const row = await findVersion(db, id);
  if (!row) throw notFound();
  return row;
}

export async function versionDetail(db: Db, id: string): Promise<ContentVersionDetail> {
  const row = await loadVersion(db, id);
  const kind = row.kind as EditorialKind;
  return {
    version: viewOf(row),
    published: (await publishedFields(db, kind, row.item_id)) ?? null,
    history: (await itemVersions(db, kind, row.item_id)).map(summaryOf),
  };
}

/** Every item of a kind: published ones, new items in draft, archived ones, with any open version. */
export async function editorialItems(db: Db, kind: EditorialKind): Promise<EditorialItem[]> {
  const open = new Map((await versionsIn(db, OPEN, kind)).map((v) => [v.item_id, summaryOf(v)]));
  const edits = new Map((await consoleEdits(db, kind)).map((e) => [e.itemId, e]));
  const published = await listItems(db, kind);
  const items: EditorialItem[] = published.map((p) => ({
    kind,
    id: p.id,
    title: p.title,
    published: true,
    reviewedAt: p.reviewedAt,
    consoleEdited: edits.has(p.id),
    open: open.get(p.id) ?? null,
    citizenPath: p.path ?? citizenPath(kind, p.id),
  }));
  const listed = new Set(published.map((p) => p.id));
  for (const id of new Set([...open.keys(), ...edits.keys()])) {
    if (listed.has(id)) continue;
    const version = open.get(id);
    items.push({
      kind,
      id,
      title: version?.title ?? titleOf(edits.get(id)!.fields as EditorialFields),
      published: false,
      reviewedAt: null,
      consoleEdited: edits.has(id),
      open: version ?? null,
      citizenPath: null,
    });
  }
  return items;
}

/** Published items whose last clinical review is more than three years old, oldest first. */
export async function overdueItems(db: Db): Promise<EditorialItem[]> {
  const today = chinaToday();
  const due = `${Number(today.slice(0, 4)) - REVIEW_DUE_YEARS}${today.slice(4)}`;
  const all = [
    ...(await editorialItems(db, 'condition')),
    ...(await editorialItems(db, 'article')),
  ];
  return all
    .filter((i) => i.published && i.reviewedAt !== null && i.reviewedAt < due)
    .sort((a, b) => a.reviewedAt!.localeCompare(b.reviewedAt!) || a.id.localeCompare(b.id));
}

/** The review queue (in review) and open drafts, oldest change first. */
export async function openVersions(db: Db): Promise<ContentVersionSummary[]> {
  return (await versionsIn(db, OPEN)).map(summaryOf);
}
