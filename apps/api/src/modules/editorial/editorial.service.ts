import {
  VERSION_STATUS_NAMES,
  CLINICAL_KINDS,
  type ContentVersionView,
  type EditorialFields,
  type EditorialKind,
  type NewDraftBody,
  type VersionStatus,
} from '@portal/contract';
import { nowIso, type Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditActor } from '../../lib/audit.js';
import { recordAudit } from '../../lib/audit.js';
import { chinaToday } from '../../lib/china-day.js';
import { announceSharedChange } from '../../lib/shared-change.js';
import { newId } from '../../lib/tokens.js';
import { checkFields, publishItem, publishedFields, withdrawItem } from './editorial-kinds.js';
import {
  findConsoleItem,
  insertVersion,
  itemVersions,
  nextVersionNo,
  putConsoleItem,
  supersedePublished,
  updateVersion,
  type VersionRow,
} from './editorial.repository.js';
import { loadVersion, OPEN, viewOf } from './editorial-reads.service.js';

/** Who acts: the signed-in staff member (request.staff). */
export interface Editor {
  id: string;
  name: string;
}

/** What the audit log keeps of a version: its state and every field, flat, so a diff shows. */
const auditOf = (status: string, f: EditorialFields | null | undefined) =>
  f ? { status, ...f.meta, body: f.body } : null;

function requireStatus(row: VersionRow, status: VersionStatus, doing: string): void {
  if (row.status !== status) {
    throw new AppError(
      'CONFLICT',
      409,
      `这个版本现在是“${VERSION_STATUS_NAMES[row.status as VersionStatus]}”状态，不能${doing}`,
    );
  }
}

/**
 * A new draft: of a published item (starting from its current fields) or of a new one (its
 * first fields, checked like a file). One open draft per item at a time.
 */
export async function createDraft(
  db: Db,
  actor: AuditActor,
  editor: Editor,
  body: NewDraftBody,
): Promise<ContentVersionView> {
  const { kind } = body;
  let fields: EditorialFields;
  let itemId: string;
  if (body.itemId) {
    itemId = body.itemId;
    const current = await publishedFields(db, kind, itemId);
    if (!current) throw new AppError('NOT_FOUND', 404, '这条内容不存在或已下线');
    fields = current;
  } else if (body.fields) {
    await checkFields(db, kind, body.fields);
    fields = body.fields;
    itemId = String(fields.meta.id);
    if ((await publishedFields(db, kind, itemId)) || (await findConsoleItem(db, kind, itemId))) {
      throw new AppError('CONFLICT', 409, `编号 ${itemId} 已被使用，请换一个`);
    }
  } else {
    throw new AppError('INVALID_INPUT', 400, '请选择要修改的内容，或填写新内容');
  }
  const id = newId();
  await db.transaction().execute(async (trx) => {
    if (
      (await itemVersions(trx, kind, itemId)).some((v) => OPEN.includes(v.status as VersionStatus))
    ) {
      throw new AppError('CONFLICT', 409, '这条内容已有未完成的草稿或待审核版本，请先处理它');
    }
    const now = nowIso();
    await insertVersion(trx, {
      id,
      kind,
      item_id: itemId,
      version_no: await nextVersionNo(trx, kind, itemId),
      status: 'draft',
      fields: JSON.stringify(fields),
      author_id: editor.id,
      reviewer_id: null,
      reason: null,
      created_at: now,
      updated_at: now,
      decided_at: null,
    });
    await recordAudit(trx, actor, {
      action: 'content.draft',
      entity: 'content_version',
      entityId: id,
      after: auditOf('draft', fields),
    });
  });
  return viewOf(await loadVersion(db, id));
}

/** Saves a draft's fields (checked like a file); whoever saves becomes its author. */
export async function saveDraft(
  db: Db,
  actor: AuditActor,
  editor: Editor,
  id: string,
  fields: EditorialFields,
): Promise<ContentVersionView> {
  await db.transaction().execute(async (trx) => {
    const row = await loadVersion(trx, id);
    requireStatus(row, 'draft', '修改');
    await checkFields(trx, row.kind as EditorialKind, fields);
    if (fields.meta.id !== row.item_id) {
      throw new AppError(
        'INVALID_INPUT',
        400,
        `编号 id 是内容的网址，不能修改（应为 ${row.item_id}）`,
      );
    }
    await updateVersion(trx, id, {
      fields: JSON.stringify(fields),
      author_id: editor.id,
      updated_at: nowIso(),
    });
    await recordAudit(trx, actor, {
      action: 'content.save',
      entity: 'content_version',
      entityId: id,
      before: auditOf('draft', JSON.parse(row.fields) as EditorialFields),
      after: auditOf('draft', fields),
    });
  });
  return viewOf(await loadVersion(db, id));
}

export async function submitDraft(
  db: Db,
  actor: AuditActor,
  id: string,
): Promise<ContentVersionView> {
  await db.transaction().execute(async (trx) => {
    const row = await loadVersion(trx, id);
    requireStatus(row, 'draft', '提交审核');
    await checkFields(trx, row.kind as EditorialKind, JSON.parse(row.fields) as EditorialFields);
    await updateVersion(trx, id, { status: 'review', reason: null, updated_at: nowIso() });
    await recordAudit(trx, actor, {
      action: 'content.submit',
      entity: 'content_version',
      entityId: id,
      before: { status: 'draft', reason: row.reason },
      after: { status: 'review', reason: null },
    });
  });
  return viewOf(await loadVersion(db, id));
}

/** A reviewer never decides on their own text: the server, not the console, refuses it. */
function notOwn(row: VersionRow, editor: Editor): void {
  if (row.author_id === editor.id) {
    throw new AppError('FORBIDDEN', 403, '不能审核自己撰写的内容，请由另一位审核人审核');
  }
}

/**
 * Publishes a version in review: the item is written through the wiki's own functions with
 * its search document, the version and console mark and the audit row, in one transaction;
 * then this process's cached public reads are dropped so the next GET shows it.
 */
export async function approveVersion(
  db: Db,
  actor: AuditActor,
  editor: Editor,
  id: string,
): Promise<ContentVersionView> {
  await db.transaction().execute(async (trx) => {
    const row = await loadVersion(trx, id);
    requireStatus(row, 'review', '发布');
    notOwn(row, editor);
    const kind = row.kind as EditorialKind;
    const draft = JSON.parse(row.fields) as EditorialFields;
    // For a condition or article the approval is the clinical review: its date and reviewer
    // go on the page. A notice has none.
    const fields: EditorialFields = CLINICAL_KINDS.includes(kind)
      ? {
          meta: { ...draft.meta, reviewer: editor.name, reviewedAt: chinaToday() },
          body: draft.body,
        }
      : draft;
    const before = await publishedFields(trx, kind, row.item_id);
    await publishItem(trx, kind, fields);
    const now = nowIso();
    await supersedePublished(trx, kind, row.item_id);
    await updateVersion(trx, id, {
      status: 'published',
      fields: JSON.stringify(fields),
      reviewer_id: editor.id,
      reason: null,
      updated_at: now,
      decided_at: now,
    });
    await putConsoleItem(trx, {
      kind,
      item_id: row.item_id,
      state: 'published',
      fields: JSON.stringify(fields),
      edited_at: now,
    });
    await recordAudit(trx, actor, {
      action: 'content.publish',
      entity: kind,
      entityId: row.item_id,
      before: auditOf(before ? 'published' : 'new', before),
      after: auditOf('published', fields),
    });
  });
  await announceSharedChange(db);
  return viewOf(await loadVersion(db, id));
}

export async function rejectVersion(
  db: Db,
  actor: AuditActor,
  editor: Editor,
  id: string,
  reason: string,
): Promise<ContentVersionView> {
  const text = reason.trim();
  if (!text) throw new AppError('INVALID_INPUT', 400, '退回时请写明原因');
  await db.transaction().execute(async (trx) => {
    const row = await loadVersion(trx, id);
    requireStatus(row, 'review', '退回');
    notOwn(row, editor);
    const now = nowIso();
    await updateVersion(trx, id, {
      status: 'draft',
      reason: text,
      reviewer_id: editor.id,
      updated_at: now,
      decided_at: now,
    });
    await recordAudit(trx, actor, {
      action: 'content.reject',
      entity: 'content_version',
      entityId: id,
      before: { status: 'review', reason: row.reason },
      after: { status: 'draft', reason: text },
    });
  });
  return viewOf(await loadVersion(db, id));
}

/** Takes a published item off the site and out of search; recorded as a version. */
export async function archiveItem(
  db: Db,
  actor: AuditActor,
  editor: Editor,
  kind: EditorialKind,
  itemId: string,
): Promise<ContentVersionView> {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    const fields = await publishedFields(trx, kind, itemId);
    if (!fields) throw new AppError('NOT_FOUND', 404, '这条内容不存在或已下线');
    if (
      (await itemVersions(trx, kind, itemId)).some((v) => OPEN.includes(v.status as VersionStatus))
    ) {
      throw new AppError('CONFLICT', 409, '这条内容有未完成的草稿或待审核版本，请先处理它');
    }
    await withdrawItem(trx, kind, itemId);
    const now = nowIso();
    await supersedePublished(trx, kind, itemId);
    await insertVersion(trx, {
      id,
      kind,
      item_id: itemId,
      version_no: await nextVersionNo(trx, kind, itemId),
      status: 'archived',
      fields: JSON.stringify(fields),
      author_id: editor.id,
      reviewer_id: editor.id,
      reason: null,
      created_at: now,
      updated_at: now,
      decided_at: now,
    });
    await putConsoleItem(trx, {
      kind,
      item_id: itemId,
      state: 'archived',
      fields: JSON.stringify(fields),
      edited_at: now,
    });
    await recordAudit(trx, actor, {
      action: 'content.archive',
      entity: kind,
      entityId: itemId,
      before: { status: 'published' },
      after: { status: 'archived' },
    });
  });
  await announceSharedChange(db);
  return viewOf(await loadVersion(db, id));
}
