import {
  PREVIEW_MINUTES,
  type ContentVersionView,
  type DraftPreview,
  type PreviewLink,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import { versionDetail } from '../editorial/editorial-reads.service.js';
import { checkFields, previewWikiItem, type WikiKind } from '../wiki/wiki-editorial.js';

const UNPUBLISHED = ['draft', 'review'];
/** What the citizen wiki pages can show. */
const SHOWN: string[] = ['condition', 'article'] satisfies WikiKind[];
const gone = () => new AppError('NOT_FOUND', 404, '预览链接不存在或已过期，请在管理后台重新生成');

/**
 * A preview link of a draft or a version in review, valid for 30 minutes from `now`; the
 * database keeps only the token's hash. One audit row, in the same transaction.
 */
export async function createPreview(
  db: Db,
  actor: AuditActor,
  staffId: string,
  versionId: string,
  now: Date = new Date(),
): Promise<PreviewLink> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + PREVIEW_MINUTES * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    const { version: row } = await versionDetail(trx, versionId);
    if (!UNPUBLISHED.includes(row.status)) {
      throw new AppError('CONFLICT', 409, '只能预览尚未发布的草稿或待审核版本');
    }
    if (!SHOWN.includes(row.kind)) {
      throw new AppError('CONFLICT', 409, '只有疾病和文章可以在市民网站上预览');
    }
    // A draft the site could not show is refused here, with the field or line to fix.
    checkFields(row.kind as WikiKind, row.fields);
    await trx
      .insertInto('content_preview')
      .values({
        token_hash: sha256(token),
        version_id: row.id,
        created_by: staffId,
        created_at: now.toISOString(),
        expires_at: expiresAt,
      })
      .execute();
    await recordAudit(trx, actor, {
      action: 'content.preview',
      entity: 'content_version',
      entityId: row.id,
      after: { previewUntil: expiresAt },
    });
  });
  return { path: `/preview?token=${encodeURIComponent(token)}`, expiresAt };
}

/** The version a live token opens, if it is still unpublished. */
async function previewedVersion(db: Db, token: string, now: Date): Promise<ContentVersionView> {
  const link = await db
    .selectFrom('content_preview')
    .select(['version_id', 'expires_at'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!link || link.expires_at <= now.toISOString()) throw gone();
  const { version } = await versionDetail(db, link.version_id);
  if (!UNPUBLISHED.includes(version.status)) throw gone();
  return version;
}

/** The draft as citizens would see it once published (the wiki's own mappings). */
export async function draftPreview(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<DraftPreview> {
  const version = await previewedVersion(db, token, now);
  return previewWikiItem(db, version.kind as WikiKind, version.fields);
}
