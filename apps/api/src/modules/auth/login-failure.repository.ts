import type { Db } from '../../db/database.js';
import { newId } from '../../lib/tokens.js';
import type { AccountRules } from './account-rules.js';

/** The part of the rules a lockout needs (staff accounts have fixed ones of their own). */
type LockoutRules = Pick<AccountRules, 'lockoutFailures' | 'lockoutWindowMinutes'>;

const MINUTE = 60_000;

// An operator's rule row may hold a fraction; a count needs a whole number.
const failuresToLock = (rules: LockoutRules) => Math.max(1, Math.floor(rules.lockoutFailures));

/** Records a failed sign-in and drops the subject's failures too old to matter any more. */
export async function recordFailure(
  db: Db,
  subject: string,
  rules: LockoutRules,
  now = new Date(),
) {
  const windowStart = new Date(now.getTime() - rules.lockoutWindowMinutes * MINUTE).toISOString();
  await db
    .deleteFrom('login_failure')
    .where('subject', '=', subject)
    .where('failed_at', '<=', windowStart)
    .execute();
  await db
    .insertInto('login_failure')
    .values({ id: newId(), subject, failed_at: now.toISOString() })
    .execute();
}

/**
 * Whole minutes until a subject may try again, or 0 when it is not locked. Locked means
 * `lockoutFailures` failures within the last `lockoutWindowMinutes`; the lock lifts when the
 * oldest of those ages out of the window, so a success in between changes nothing.
 */
export async function lockedMinutes(
  db: Db,
  subject: string,
  rules: LockoutRules,
  now = new Date(),
): Promise<number> {
  const windowMs = rules.lockoutWindowMinutes * MINUTE;
  const max = failuresToLock(rules);
  const recent = await db
    .selectFrom('login_failure')
    .select('failed_at')
    .where('subject', '=', subject)
    .where('failed_at', '>', new Date(now.getTime() - windowMs).toISOString())
    .orderBy('failed_at', 'desc')
    .limit(max)
    .execute();
  const deciding = recent[max - 1];
  if (!deciding) return 0;
  return Math.max(
    1,
    Math.ceil((Date.parse(deciding.failed_at) + windowMs - now.getTime()) / MINUTE),
  );
}

/** A password reset proves who the person is, so earlier failures stop counting. */
export async function clearFailures(db: Db, subjects: string[]) {
  if (subjects.length === 0) return;
  await db.deleteFrom('login_failure').where('subject', 'in', subjects).execute();
}
