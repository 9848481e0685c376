import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ConstitutionResultTable } from '../../db/schema.js';

export type ConstitutionResultRow = Selectable<ConstitutionResultTable>;

/**
 * Inserts a result; false when the account already saved one under this request key. ON
 * CONFLICT DO NOTHING, not a caught error: on PostgreSQL that would abort the transaction.
 */
export async function insertResult(db: Db, row: ConstitutionResultRow): Promise<boolean> {
  const inserted = await db
    .insertInto('constitution_result')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function setResultPoints(db: Db, id: string, points: number): Promise<void> {
  await db.updateTable('constitution_result').set({ points }).where('id', '=', id).execute();
}

export async function findByRequestKey(
  db: Db,
  userId: string,
  key: string,
): Promise<ConstitutionResultRow | undefined> {
  return db
    .selectFrom('constitution_result')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_key', '=', key)
    .executeTakeFirst();
}

/** One page of the account's results, newest first. */
export async function resultPage(
  db: Db,
  userId: string,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: ConstitutionResultRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('constitution_result')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    db
      .selectFrom('constitution_result')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The account's own result by id; another account's is not found, like an unknown id. */
export async function findResult(
  db: Db,
  userId: string,
  id: string,
): Promise<ConstitutionResultRow | undefined> {
  return db
    .selectFrom('constitution_result')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
