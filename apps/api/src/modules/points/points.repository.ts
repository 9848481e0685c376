import type { Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, PointEntryTable } from '../../db/schema.js';
import { newId } from '../../lib/tokens.js';

export type PointEntryRow = Selectable<PointEntryTable>;

export interface NewEntry {
  userId: string;
  rule: string;
  awardKey: string;
  amount: number;
  reason: string;
  createdAt: string;
}

export async function hasEntry(
  db: Db,
  userId: string,
  rule: string,
  awardKey: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('point_entry')
    .select('id')
    .where('user_id', '=', userId)
    .where('rule', '=', rule)
    .where('award_key', '=', awardKey)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves the account's balance by `amount` and returns the new balance. The update takes the
 * account row's write lock (a row lock on PostgreSQL, the write lock on SQLite) for the rest
 * of the transaction, so the ledger row written next sees the balance no other award moves.
 */
export async function moveBalance(
  trx: Transaction<DB>,
  userId: string,
  amount: number,
): Promise<number | undefined> {
  const row = await trx
    .updateTable('app_user')
    .set((eb) => ({ score: eb('score', '+', amount) }))
    .where('id', '=', userId)
    .returning('score')
    .executeTakeFirst();
  return row?.score;
}

/**
 * Writes the ledger row unless the account already has one for this rule and key; true when
 * written. ON CONFLICT DO NOTHING rather than a caught error: on PostgreSQL a failed statement
 * would abort the caller's whole transaction.
 */
export async function insertEntry(
  trx: Transaction<DB>,
  entry: NewEntry,
  balanceAfter: number,
): Promise<boolean> {
  const row = await trx
    .insertInto('point_entry')
    .values({
      id: newId(),
      user_id: entry.userId,
      seq: trx
        .selectFrom('point_entry')
        .select(sql<number>`coalesce(max(seq), 0) + 1`.as('next'))
        .where('user_id', '=', entry.userId),
      rule: entry.rule,
      award_key: entry.awardKey,
      amount: entry.amount,
      balance_after: balanceAfter,
      reason: entry.reason,
      created_at: entry.createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** One page of the account's ledger, newest first. */
export async function entryPage(
  db: Db,
  userId: string,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: PointEntryRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('point_entry')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('seq', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    db
      .selectFrom('point_entry')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Verified accounts with no entry for `rule` yet: those verified before the ledger existed. */
export async function verifiedWithout(db: Db, rule: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_identity')
    .select('user_identity.user_id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('point_entry')
            .select('point_entry.id')
            .whereRef('point_entry.user_id', '=', 'user_identity.user_id')
            .where('point_entry.rule', '=', rule),
        ),
      ),
    )
    .execute();
  return rows.map((r) => r.user_id);
}

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select('score')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.score ?? 0;
}
