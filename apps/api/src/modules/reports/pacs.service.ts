import {
  SHARE_DAYS,
  type ImagingReport,
  type ReportShare,
  type ReportShareCreated,
} from '@portal/contract';
import QRCode from 'qrcode';
import { nowIso, type Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { newId, newToken, sha256 } from '../../lib/tokens.js';
import type { SessionUser } from '../auth/accounts.service.js';
import {
  findImage,
  findShare,
  insertShare,
  listShares,
  markRead,
  revokeShare,
  type ReportRow,
  type ShareRow,
} from './reports.repository.js';
import { REPORT_NOT_FOUND, imagingReport, visibleReport } from './reports.service.js';

/** Share codes start with this, so they are never looked up as session tokens and vice versa. */
export const SHARE_PREFIX = 'rs_';
/** Active links one account may hold for one report: enough for several doctors, no more. */
const MAX_ACTIVE_SHARES = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = () => new AppError('NOT_FOUND', 404, REPORT_NOT_FOUND);
const shareGone = () =>
  new AppError('NOT_FOUND', 404, '报告不存在，或分享链接已过期、已撤销，请向分享人索取新的链接');

export interface PacsDeps {
  db: Db;
  sessionFor(token: string | undefined): Promise<SessionUser | null>;
}

/** What a `user` value opens: a session's visible report, or the one report a live share names. */
async function resolve(
  deps: PacsDeps,
  reportId: string,
  user: string | undefined,
): Promise<{ row: ReportRow; share: ShareRow | null; userId: string | null }> {
  if (!user) throw new AppError('UNAUTHENTICATED', 401, '请先登录，或使用有效的分享链接');
  if (user.startsWith(SHARE_PREFIX)) {
    const share = await findShare(deps.db, sha256(user));
    if (!share || share.report_id !== reportId || share.revoked_at) throw shareGone();
    if (share.expires_at <= nowIso()) throw shareGone();
    // A link lives no longer than its maker's right to read the report: a consent withdrawn
    // since ends the links made under it.
    const row = await visibleReport(deps.db, share.user_id, reportId).catch(() => undefined);
    if (!row) throw shareGone();
    return { row, share, userId: null };
  }
  const session = await deps.sessionFor(user);
  if (!session) throw new AppError('UNAUTHENTICATED', 401, '登录已失效，请重新登录');
  return {
    row: await visibleReport(deps.db, session.userId, reportId),
    share: null,
    userId: session.userId,
  };
}

/** getNewPacs: an imaging report by session token or share code (read-only, one report). */
export async function pacsReport(
  deps: PacsDeps,
  selid: string,
  user: string | undefined,
): Promise<ImagingReport> {
  const { row, share, userId } = await resolve(deps, selid, user);
  if (row.type !== 'imaging') throw share ? shareGone() : notFound();
  if (userId) await markRead(deps.db, userId, row.id, nowIso());
  return imagingReport(deps.db, row, { shareExpiresAt: share?.expires_at ?? null });
}

/**
 * A key image's bytes, for the same credentials that open its report. `resolve` checks the
 * credentials first and refuses the empty report id as it refuses a report the caller may not
 * open, so an unknown id answers exactly like another person's image: nobody learns which exist.
 */
export async function reportImage(deps: PacsDeps, id: string, user: string | undefined) {
  const image = await findImage(deps.db, id);
  await resolve(deps, image?.report_id ?? '', user);
  return { contentType: image!.content_type, bytes: Buffer.from(image!.data, 'base64') };
}

const shareView = (s: ShareRow, now: string): ReportShare => ({
  id: s.id,
  createdAt: s.created_at,
  expiresAt: s.expires_at,
  revoked: s.revoked_at !== null,
  active: s.revoked_at === null && s.expires_at > now,
});

export async function reportShares(db: Db, userId: string, reportId: string) {
  await visibleReport(db, userId, reportId);
  const now = nowIso();
  return (await listShares(db, userId, reportId)).map((s) => shareView(s, now));
}

/**
 * A read-only link to one imaging report, valid SHARE_DAYS days. The code is returned once;
 * the database keeps its SHA-256, like a session token.
 */
export async function createShare(
  db: Db,
  userId: string,
  reportId: string,
  origin: string,
): Promise<ReportShareCreated> {
  const row = await visibleReport(db, userId, reportId);
  if (row.type !== 'imaging') {
    throw new AppError('INVALID_INPUT', 400, '只有影像报告可以分享');
  }
  const now = new Date();
  const at = now.toISOString();
  const active = (await listShares(db, userId, reportId)).filter(
    (s) => s.revoked_at === null && s.expires_at > at,
  );
  if (active.length >= MAX_ACTIVE_SHARES) {
    throw new AppError(
      'CONFLICT',
      409,
      `这份报告已有 ${MAX_ACTIVE_SHARES} 个有效的分享链接，请先撤销不用的链接`,
    );
  }
  const code = SHARE_PREFIX + newToken();
  const share: ShareRow = {
    id: newId(),
    code_hash: sha256(code),
    report_id: reportId,
    user_id: userId,
    created_at: at,
    expires_at: new Date(now.getTime() + SHARE_DAYS * DAY_MS).toISOString(),
    revoked_at: null,
  };
  await insertShare(db, share);
  const path = `/share/pacs?selid=${encodeURIComponent(reportId)}&code=${code}`;
  const qrSvg = await QRCode.toString(`${origin}/12320${path}`, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return { ...shareView(share, at), code, path, qrSvg };
}

export async function endShare(db: Db, userId: string, reportId: string, shareId: string) {
  await visibleReport(db, userId, reportId);
  if (!(await revokeShare(db, userId, reportId, shareId, nowIso()))) {
    throw new AppError('NOT_FOUND', 404, '分享链接不存在或已撤销');
  }
  return { ok: true as const };
}
