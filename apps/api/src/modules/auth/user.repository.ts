import { MOBILE_PATTERN } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AppUserTable } from '../../db/schema.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { newId } from '../../lib/tokens.js';

export type AppUser = Selectable<AppUserTable>;

export async function findUserById(db: Db, id: string): Promise<AppUser | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByPhone(db: Db, phone: string): Promise<AppUser | undefined> {
  return db.selectFrom('app_user').selectAll().where('phone', '=', phone).executeTakeFirst();
}

/**
 * The account a sign-in name points to: the username (stored lower-cased, so any case
 * matches), or else the account whose phone it is, since people type their number.
 */
export async function findUserByLogin(db: Db, login: string): Promise<AppUser | undefined> {
  const byName = await db
    .selectFrom('app_user')
    .selectAll()
    .where('username', '=', login.toLowerCase())
    .executeTakeFirst();
  if (byName || !MOBILE_PATTERN.test(login)) return byName;
  return findUserByPhone(db, login);
}

export interface NewUser {
  username: string;
  phone: string;
  passwordHash: string;
  nickname?: string | null;
}

export type DuplicateField = 'username' | 'phone';

/** Which unique column a failed insert ran into, or undefined when it was no such failure. */
export function duplicateField(error: unknown): DuplicateField | undefined {
  const violated = uniqueViolation(error) ?? '';
  if (/phone/.test(violated)) return 'phone';
  if (/username/.test(violated)) return 'username';
  return undefined;
}

/** Inserts a web account; the unique constraints refuse a taken username or phone. */
export async function insertUser(db: Db, user: NewUser, now = new Date()): Promise<AppUser> {
  const at = now.toISOString();
  const row: AppUser = {
    id: newId(),
    username: user.username.toLowerCase(),
    phone: user.phone,
    password_hash: user.passwordHash,
    nickname: user.nickname ?? null,
    head_photo: null,
    score: 0,
    plat_from: 'web',
    device_bound: 0,
    reg_time: at,
    updated_at: at,
  };
  await db.insertInto('app_user').values(row).execute();
  return row;
}

export async function updatePasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/**
 * Replaces an outdated hash with a stronger one after a successful sign-in, only while the
 * stored hash is still the one that was checked: a password changed meanwhile is never undone.
 */
export async function upgradePasswordHash(
  db: Db,
  userId: string,
  checkedHash: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .where('password_hash', '=', checkedHash)
    .execute();
}

export async function setDeviceBound(
  db: Db,
  userId: string,
  bound: boolean,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ device_bound: bound ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}
