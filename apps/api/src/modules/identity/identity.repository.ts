import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserIdentityTable } from '../../db/schema.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { announceSessionChange } from '../auth/session-cache.js';

export type IdentityRow = Selectable<UserIdentityTable>;

export async function findIdentity(db: Db, userId: string): Promise<IdentityRow | undefined> {
  return db
    .selectFrom('user_identity')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export type InsertIdentityResult = 'inserted' | 'document-taken' | 'already-verified';

/**
 * Inserts the account's identity. The constraints decide, so two accounts racing for one
 * document, or one account verifying twice at once, cannot both win.
 */
export async function insertIdentity(db: Db, row: IdentityRow): Promise<InsertIdentityResult> {
  try {
    await db.insertInto('user_identity').values(row).execute();
    // Sessions kept by any process carry the identity (auth/session-cache.ts).
    await announceSessionChange(db, row.user_id);
    return 'inserted';
  } catch (error) {
    const violated = uniqueViolation(error);
    if (violated === undefined) throw error;
    if (/document_uq|id_no/.test(violated)) return 'document-taken';
    if (/pkey|user_id/.test(violated)) return 'already-verified';
    throw error;
  }
}

/** Removes the account's identity; true when there was one. */
export async function deleteIdentity(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_identity')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) return false;
  await announceSessionChange(db, userId);
  return true;
}

/** Changes contact details of the account's identity; undefined when it has none. */
export async function updateIdentityContact(
  db: Db,
  userId: string,
  changes: Pick<Updateable<UserIdentityTable>, 'phone' | 'card_no'>,
): Promise<IdentityRow | undefined> {
  const row = await db
    .updateTable('user_identity')
    .set(changes)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (row) await announceSessionChange(db, userId);
  return row;
}
