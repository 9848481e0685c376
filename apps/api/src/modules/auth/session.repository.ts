import type { Db } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { UserSessionTable } from '../../db/schema.js';
import { newId, newToken, sha256 } from '../../lib/tokens.js';
import type { AccountRules } from './account-rules.js';

export interface SessionUser {
  sessionId: string;
  userId: string;
  verified: boolean;
}

const MINUTE = 60_000;
// Idle time is tracked to the minute: rewriting last_seen_at on every request would turn
// every read into a write.
const TOUCH_AFTER_MS = MINUTE;

/** Starts a session; returns the token, which exists only in this answer and the browser. */
export async function createSession(
  db: Db,
  userId: string,
  via: UserSessionTable['via'],
  rules: AccountRules,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  const at = now.toISOString();
  await db
    .insertInto('user_session')
    .values({
      id: newId(),
      token_hash: sha256(token),
      user_id: userId,
      via,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(now.getTime() + rules.sessionAbsoluteHours * 60 * MINUTE).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

// Every signed-in request runs it.
const liveSession = prepared((db, p: { tokenHash: string; at: string; idleSince: string }) =>
  db
    .selectFrom('user_session as s')
    .leftJoin('user_identity as i', 'i.user_id', 's.user_id')
    .select(['s.id', 's.user_id', 's.last_seen_at', 'i.user_id as verified_user'])
    .where('s.token_hash', '=', p.tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', p.at)
    .where('s.last_seen_at', '>', p.idleSince),
);

/** The live session a token belongs to, or null when unknown, revoked, idle or expired. */
export async function resolveSession(
  db: Db,
  token: string,
  rules: AccountRules,
  now = new Date(),
): Promise<SessionUser | null> {
  if (!token) return null;
  const at = now.toISOString();
  const idleSince = new Date(now.getTime() - rules.sessionIdleMinutes * MINUTE).toISOString();
  const row = await liveSession.first(db, { tokenHash: sha256(token), at, idleSince });
  if (!row) return null;
  if (now.getTime() - Date.parse(row.last_seen_at) >= TOUCH_AFTER_MS) {
    await db
      .updateTable('user_session')
      .set({ last_seen_at: at })
      .where('id', '=', row.id)
      .execute();
  }
  return { sessionId: row.id, userId: row.user_id, verified: row.verified_user !== null };
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()) {
  await db
    .updateTable('user_session')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user, except the one given (the session that changed the password). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  exceptSessionId?: string,
  now = new Date(),
) {
  let query = db
    .updateTable('user_session')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
