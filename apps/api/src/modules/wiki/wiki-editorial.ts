import {
  WIKI_CATEGORIES,
  type CareItem,
  type DraftPreview,
  type EditorialFields,
  type RichText,
} from '@portal/contract';
import type { Transaction } from 'kysely';
import { nowIso, type Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { ContentError } from '../../lib/content/markdown.js';
import { richMarkdown } from '../../lib/content/markdown-write.js';
import { indexDocuments, removeDocuments } from '../search/indexing.js';
import {
  articleOfFields,
  conditionOfFields,
  type ArticleRecord,
  type ConditionRecord,
  type ItemFields,
} from './wiki-content.js';
import { articleDocument, conditionDocument } from './wiki-load.js';
import {
  articleConditions,
  articleRow,
  articlesNaming,
  conditionRow,
  deleteWikiItem,
  findArticle,
  findCondition,
  putArticle,
  putCondition,
  wikiItems,
} from './wiki.repository.js';
import { articleDetailOf, conditionDetailOf } from './wiki.service.js';

/** What the editorial workflow edits: conditions and text articles. */
export type WikiKind = 'condition' | 'article';
export type { ItemFields } from './wiki-content.js';

const json = <T>(text: string) => JSON.parse(text) as T;

/** A published item's current fields, as its content file would hold them. */
export async function publishedFields(
  db: Db,
  kind: WikiKind,
  id: string,
): Promise<EditorialFields | undefined> {
  if (kind === 'condition') {
    const row = await findCondition(db, id);
    if (!row) return undefined;
    const sections = json<{ title: string; blocks: RichText }[]>(row.sections);
    const care = json<CareItem[]>(row.care);
    const blocks: RichText = [
      ...sections.flatMap((s): RichText => [
        { kind: 'h2', text: s.title, anchor: '' },
        ...s.blocks,
      ]),
      { kind: 'h2', text: '何时就医', anchor: '' },
      ...care.flatMap((c): RichText => [
        { kind: 'h3', text: c.title, anchor: '' },
        { kind: 'ul', items: c.signs },
      ]),
    ];
    return {
      meta: {
        id: row.id,
        name: row.name,
        aliases: json<string[]>(row.aliases),
        system: row.system,
        departments: json<string[]>(row.departments),
        summary: row.summary,
        author: row.author,
        reviewer: row.reviewer,
        reviewedAt: row.reviewed_at,
        sources: json<string[]>(row.sources),
      },
      body: `${richMarkdown(blocks)}\n`,
    };
  }
  const row = await findArticle(db, id);
  if (!row || row.kind !== 'text') return undefined;
  return {
    meta: {
      id: row.id,
      title: row.title,
      category: row.category_name,
      conditions: (await articleConditions(db, id)).map((c) => c.id),
      summary: row.summary,
      author: row.author,
      reviewer: row.reviewer,
      reviewedAt: row.reviewed_at,
      sources: json<string[]>(row.sources),
    },
    body: `${richMarkdown(json<RichText>(row.body))}\n`,
  };
}

/**
 * Checks fields with the file loader's own rules (front matter, the Markdown subset, a
 * condition's outline, sources); a mistake is a 400 naming the field or body line.
 */
export function checkFields(kind: WikiKind, fields: ItemFields): ConditionRecord | ArticleRecord {
  try {
    return kind === 'condition' ? conditionOfFields(fields) : articleOfFields(fields);
  } catch (error) {
    if (error instanceof ContentError) {
      // The file path means nothing in the console; the body's line and field do.
      const reason = error.message.slice(error.message.indexOf('：') + 1);
      const where = error.line > 0 ? `正文第 ${error.line} 行：` : '';
      throw new AppError('INVALID_INPUT', 400, `${where}${reason}`);
    }
    throw error;
  }
}

/**
 * Writes a checked item to the site and the search index in the caller's transaction, so
 * the next citizen read and search show it together.
 */
export async function publishWikiItem(
  trx: Transaction<DB>,
  kind: WikiKind,
  fields: ItemFields,
): Promise<void> {
  if (kind === 'condition') {
    const record = checkFields(kind, fields) as ConditionRecord;
    await putCondition(trx, record);
    await indexDocuments(trx, [conditionDocument(record)]);
    return;
  }
  const record = checkFields(kind, fields) as ArticleRecord;
  for (const c of record.conditions) {
    if (!(await findCondition(trx, c))) {
      throw new AppError('INVALID_INPUT', 400, `字段 conditions 中的 ${c} 不是已发布的疾病`);
    }
  }
  await putArticle(trx, record);
  await indexDocuments(trx, [articleDocument(record)]);
}

/** Takes an item off the site and out of search; a condition articles still name stays. */
export async function withdrawWikiItem(
  trx: Transaction<DB>,
  kind: WikiKind,
  id: string,
): Promise<void> {
  if (kind === 'condition') {
    const naming = await articlesNaming(trx, id);
    if (naming.length > 0) {
      throw new AppError(
        'CONFLICT',
        409,
        `还有 ${naming.length} 篇文章关联这个疾病（${naming.map((a) => a.id).join('、')}），请先修改这些文章`,
      );
    }
  }
  await deleteWikiItem(trx, kind, id);
  await removeDocuments(trx, kind, [id]);
}

/** Every published condition or text article: id, title, last clinical review. */
export async function listWikiItems(
  db: Db,
  kind: WikiKind,
): Promise<{ id: string; title: string; reviewedAt: string }[]> {
  return (await wikiItems(db, kind)).map((r) => ({
    id: r.id,
    title: r.title,
    reviewedAt: r.reviewed_at,
  }));
}

/**
 * Unpublished fields as citizens would see them once published: read into the same row and
 * detail mappings as a published item, so a preview and the published page cannot drift apart.
 */
export async function previewWikiItem(
  db: Db,
  kind: WikiKind,
  fields: ItemFields,
): Promise<DraftPreview> {
  const now = nowIso();
  if (kind === 'condition') {
    const record = checkFields(kind, fields) as ConditionRecord;
    return { kind, item: await conditionDetailOf(db, conditionRow(record, now)) };
  }
  const record = checkFields(kind, fields) as ArticleRecord;
  // A published article keeps its place (prev/next); a new one has none yet.
  const position = (await findArticle(db, record.id))?.position ?? -1_000_000;
  const category = WIKI_CATEGORIES.find((c) => c.id === record.categoryId)!;
  const found = await Promise.all(record.conditions.map((c) => findCondition(db, c)));
  const conditions = found
    .filter((c) => c !== undefined)
    .sort((a, b) => a.sort_key.localeCompare(b.sort_key))
    .map((c) => ({ id: c.id, name: c.name }));
  const row = { ...articleRow(record, position, now), category_name: category.name };
  return { kind, item: await articleDetailOf(db, row, conditions) };
}
