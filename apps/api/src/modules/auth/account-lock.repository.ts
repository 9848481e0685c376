import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';

/** Why a locked account is refused, in every sign-in path (password, device, government SSO). */
export const ACCOUNT_LOCKED_MESSAGE = '该账号已被管理部门锁定，暂时无法登录，请拨打服务热线咨询';

/** When the bureau locked the account, or undefined when it is not locked. */
export async function accountLockedAt(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('citizen_lock')
    .select('locked_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.locked_at;
}

/** 423 for an account the bureau has locked; sign-in paths call it before starting a session. */
export async function refuseLockedAccount(db: Db, userId: string): Promise<void> {
  if (await accountLockedAt(db, userId)) throw new AppError('LOCKED', 423, ACCOUNT_LOCKED_MESSAGE);
}

export async function insertAccountLock(
  db: Db,
  userId: string,
  lockedBy: string | null,
  at: string,
): Promise<void> {
  await db
    .insertInto('citizen_lock')
    .values({ user_id: userId, locked_at: at, locked_by: lockedBy })
    .execute();
}

export async function deleteAccountLock(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('citizen_lock').where('user_id', '=', userId).execute();
}

/** Sessions of the account that are neither revoked nor past their absolute end. */
export async function liveSessionCount(db: Db, userId: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('user_session')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
