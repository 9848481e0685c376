import { createHash, timingSafeEqual } from 'node:crypto';
import type { StaffIdentity, StaffRole } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { newId, newToken, sha256 } from '../../lib/tokens.js';

const MINUTE = 60_000;
/** domain-rules.md, "Staff": 15 minutes idle, 8 hours in all. */
export const STAFF_IDLE_MINUTES = 15;
const STAFF_ABSOLUTE_MS = 8 * 60 * MINUTE;
// Idle time is tracked to the minute, so most reads stay reads.
const TOUCH_AFTER_MS = MINUTE;

export interface StaffSession extends StaffIdentity {
  sessionId: string;
}

/** Starts a session; the token exists only in this answer and the browser's cookie. */
export async function createStaffSession(db: Db, staffId: string, now = new Date()) {
  const token = newToken();
  const at = now.toISOString();
  await db
    .insertInto('staff_session')
    .values({
      id: newId(),
      token_hash: sha256(token),
      staff_id: staffId,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(now.getTime() + STAFF_ABSOLUTE_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/**
 * The live session of an active account, read from the database on every request: a disabled
 * account or a reset factor revokes the rows, so every process sees it on the next request.
 */
export async function resolveStaffSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<StaffSession | null> {
  const at = now.toISOString();
  const row = await db
    .selectFrom('staff_session as s')
    .innerJoin('staff_account as a', 'a.id', 's.staff_id')
    .select([
      's.id as sessionId',
      's.last_seen_at',
      'a.id',
      'a.username',
      'a.name',
      'a.role',
      'a.hospital_id',
      'a.doctor_id',
    ])
    .where('s.token_hash', '=', sha256(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', at)
    .where(
      's.last_seen_at',
      '>',
      new Date(now.getTime() - STAFF_IDLE_MINUTES * MINUTE).toISOString(),
    )
    .where('a.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - Date.parse(row.last_seen_at) >= TOUCH_AFTER_MS) {
    await db
      .updateTable('staff_session')
      .set({ last_seen_at: at })
      .where('id', '=', row.sessionId)
      .execute();
  }
  return {
    sessionId: row.sessionId,
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role as StaffRole,
    hospitalId: row.hospital_id,
    doctorId: row.doctor_id,
  };
}

export async function revokeStaffSession(db: Db, sessionId: string, now = new Date()) {
  await db
    .updateTable('staff_session')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of an account (disabled, factor reset, role changed). */
export async function revokeStaffSessions(db: Db, staffId: string, now = new Date()) {
  await db
    .updateTable('staff_session')
    .set({ revoked_at: now.toISOString() })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * The session's write token: derived from the cookie's token, which another site can neither
 * read nor send with a header of its choosing, so it needs no storage of its own.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

export function csrfMatches(sessionToken: string, sent: string | undefined): boolean {
  if (!sent) return false;
  const expected = Buffer.from(csrfTokenOf(sessionToken));
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
