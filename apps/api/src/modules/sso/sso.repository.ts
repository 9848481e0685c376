import type { MainlandIdFacts } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { GovSsoLinkTable } from '../../db/schema.js';
import { newId } from '../../lib/tokens.js';

export type GovSsoLink = Selectable<GovSsoLinkTable>;

/**
 * Stored instead of a password hash on accounts made by single sign-on. It is not in the
 * form of a hash (argon2id or legacy scrypt), so verifyPassword refuses every password against it.
 */
export const SSO_ONLY_PASSWORD = '!sso';

export async function findLink(db: Db, zlbId: string): Promise<GovSsoLink | undefined> {
  return db.selectFrom('gov_sso_link').selectAll().where('zlb_id', '=', zlbId).executeTakeFirst();
}

export async function isUserLinked(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('gov_sso_link')
    .select('zlb_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertLink(
  db: Db,
  link: { zlbId: string; userId: string; zlbName: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('gov_sso_link')
    .values({
      zlb_id: link.zlbId,
      user_id: link.userId,
      zlb_name: link.zlbName,
      created_at: at,
      last_login_at: at,
    })
    .execute();
}

/** A later arrival: the portal's name for the person may have changed since. */
export async function touchLink(db: Db, zlbId: string, zlbName: string, now: Date): Promise<void> {
  await db
    .updateTable('gov_sso_link')
    .set({ zlb_name: zlbName, last_login_at: now.toISOString() })
    .where('zlb_id', '=', zlbId)
    .execute();
}

/** The account already verified with this mainland ID number, if any. */
export async function findVerifiedOwner(db: Db, idNo: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_identity')
    .select('user_id')
    .where('id_type', '=', '01')
    .where('id_no', '=', idNo)
    .executeTakeFirst();
  return row?.user_id;
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewGovAccount {
  username: string;
  name: string;
  idNo: string;
  phone: string;
  facts: MainlandIdFacts;
}

/**
 * An account for a person the government portal sent, with the identity that portal has
 * verified. It has no password: it signs in through single sign-on, or with a password set
 * later by a reset with an SMS code.
 */
export async function insertGovAccount(db: Db, account: NewGovAccount, now: Date): Promise<string> {
  const at = now.toISOString();
  const userId = newId();
  await db
    .insertInto('app_user')
    .values({
      id: userId,
      username: account.username,
      phone: account.phone,
      password_hash: SSO_ONLY_PASSWORD,
      nickname: null,
      head_photo: null,
      score: 0,
      plat_from: 'gov',
      device_bound: 0,
      reg_time: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('user_identity')
    .values({
      user_id: userId,
      name: account.name,
      id_type: '01',
      id_no: account.idNo,
      phone: account.phone,
      card_no: null,
      sex: account.facts.sex,
      birthday: account.facts.birthday,
      verified_at: at,
    })
    .execute();
  return userId;
}
