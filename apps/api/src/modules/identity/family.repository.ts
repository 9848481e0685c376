import type { Selectable, Transaction, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, FamilyMemberTable } from '../../db/schema.js';

export type FamilyMemberRow = Selectable<FamilyMemberTable>;

export async function listMembers(db: Db, userId: string): Promise<FamilyMemberRow[]> {
  return db
    .selectFrom('family_member')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Takes the account row's write lock for the rest of the transaction by a no-op update: a
 * row lock on PostgreSQL, the database write lock on SQLite. Two additions for one account
 * then run one after the other, so a count taken after this call cannot be outdated.
 */
export async function lockAccount(trx: Transaction<DB>, userId: string): Promise<void> {
  await trx
    .updateTable('app_user')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}

export async function countMembers(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('family_member')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts a member; the constraint `family_member_document_uq` refuses a document twice. */
export async function insertMember(db: Db, row: FamilyMemberRow): Promise<void> {
  await db.insertInto('family_member').values(row).execute();
}

/** Changes one of the account's own members; undefined when it has no member of that id. */
export async function updateMember(
  db: Db,
  userId: string,
  id: string,
  changes: Pick<Updateable<FamilyMemberTable>, 'relation' | 'phone' | 'card_no' | 'updated_at'>,
): Promise<FamilyMemberRow | undefined> {
  return db
    .updateTable('family_member')
    .set(changes)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Removes one of the account's own members; false when it has no member of that id. */
export async function deleteMember(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('family_member')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
