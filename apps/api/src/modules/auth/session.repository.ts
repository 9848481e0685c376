import type { Db } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { UserSessionTable } from '../../db/schema.js';
import { newId, newToken, sha256 } from '../../lib/tokens.js';
import type { IdentityRow } from '../identity/people.service.js';
import type { AccountRules } from './account-rules.js';
import {
  announceSessionChange,
  cachedSession,
  rememberSession,
  sessionGeneration,
  type CachedSession,
} from './session-cache.js';

export interface SessionUser {
  sessionId: string;
  userId: string;
  verified: boolean;
  /** The account holder's verified identity, null while unverified. */
  identity: IdentityRow | null;
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

// Every signed-in request that this process has not resolved in the last seconds runs it.
const liveSession = prepared((db, p: { tokenHash: string; at: string; idleSince: string }) =>
  db
    .selectFrom('user_session as s')
    .leftJoin('user_identity as i', 'i.user_id', 's.user_id')
    .select(['s.id', 's.user_id', 's.last_seen_at', 's.expires_at', 'i.user_id as verified_user'])
    .select(['i.name', 'i.id_type', 'i.id_no', 'i.phone', 'i.card_no', 'i.sex', 'i.birthday'])
    .select('i.verified_at')
    .where('s.token_hash', '=', p.tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', p.at)
    .where('s.last_seen_at', '>', p.idleSince),
);

async function readSession(db: Db, tokenHash: string, at: string, idleSince: string) {
  const generation = sessionGeneration(db);
  const row = await liveSession.first(db, { tokenHash, at, idleSince });
  if (!row) return undefined;
  const session: CachedSession = {
    sessionId: row.id,
    userId: row.user_id,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    identity: row.verified_user
      ? {
          user_id: row.verified_user,
          name: row.name!,
          id_type: row.id_type!,
          id_no: row.id_no!,
          phone: row.phone!,
          card_no: row.card_no,
          sex: row.sex!,
          birthday: row.birthday!,
          verified_at: row.verified_at!,
        }
      : null,
  };
  rememberSession(db, tokenHash, session, generation);
  return session;
}

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
  const tokenHash = sha256(token);
  // A kept copy answers only while it is plainly live: its last_seen_at is never later than the
  // row's, so one that looks idle or expired is read again rather than refused.
  const kept = cachedSession(db, tokenHash);
  const session =
    kept && kept.expiresAt > at && kept.lastSeenAt > idleSince
      ? kept
      : await readSession(db, tokenHash, at, idleSince);
  if (!session) return null;
  if (now.getTime() - Date.parse(session.lastSeenAt) >= TOUCH_AFTER_MS) {
    await db
      .updateTable('user_session')
      .set({ last_seen_at: at })
      .where('id', '=', session.sessionId)
      .execute();
    session.lastSeenAt = at;
  }
  return {
    sessionId: session.sessionId,
    userId: session.userId,
    verified: session.identity !== null,
    identity: session.identity,
  };
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()) {
  const ended = await db
    .updateTable('user_session')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (ended) await announceSessionChange(db, ended.user_id);
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
  await announceSessionChange(db, userId);
}
