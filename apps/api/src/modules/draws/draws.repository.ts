import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { DB, DrawEntryTable, DrawTable } from '../../db/schema.js';
import type { VisitRow } from '../hospitals/schedule.service.js';

export type { VisitRow };

export type DrawRow = Selectable<DrawTable>;
export type DrawEntryRow = Selectable<DrawEntryTable>;

export function findDraw(db: Db, scheduleId: string): Promise<DrawRow | undefined> {
  return db.selectFrom('draw').selectAll().where('schedule_id', '=', scheduleId).executeTakeFirst();
}

const entryByKey = prepared((db, p: { accountId: string; key: string }) =>
  db
    .selectFrom('draw_entry')
    .selectAll()
    .where('account_id', '=', p.accountId)
    .where('idempotency_key', '=', p.key),
);

export function findEntryByKey(
  db: Db,
  accountId: string,
  key: string,
): Promise<DrawEntryRow | undefined> {
  return entryByKey.first(db, { accountId, key });
}

export function listAccountEntries(db: Db, accountId: string): Promise<DrawEntryRow[]> {
  return db
    .selectFrom('draw_entry')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

export async function countEntries(db: Db, scheduleId: string): Promise<number> {
  const row = await db
    .selectFrom('draw_entry')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('schedule_id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Draws whose window has ended and that are not made yet, earliest first. */
export async function dueDraws(db: Db, at: string): Promise<string[]> {
  const rows = await db
    .selectFrom('draw')
    .select('schedule_id')
    .where('status', '=', 'open')
    .where('window_end', '<=', at)
    .orderBy('window_end')
    .limit(100)
    .execute();
  return rows.map((r) => r.schedule_id);
}

/**
 * Claims a due draw for this transaction: the update takes the row's lock (waiting for entries
 * still holding their share lock) and only one transaction can find it open; a second process
 * waits here and then finds it done, or open again if the first was rolled back (a crash).
 */
export async function claimDraw(
  trx: Transaction<DB>,
  scheduleId: string,
  at: string,
): Promise<DrawRow | undefined> {
  const claimed = await trx
    .updateTable('draw')
    .set({ drawn_at: at })
    .where('schedule_id', '=', scheduleId)
    .where('status', '=', 'open')
    .where('window_end', '<=', at)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return undefined;
  return findDraw(trx, scheduleId);
}

export function pendingEntries(trx: Transaction<DB>, scheduleId: string): Promise<DrawEntryRow[]> {
  return trx
    .selectFrom('draw_entry')
    .selectAll()
    .where('schedule_id', '=', scheduleId)
    .where('status', '=', 'pending')
    .execute();
}

/** Entries whose result has not been texted yet (of draws made), a batch at a time. */
export function unnotifiedEntries(db: Db, limit: number): Promise<DrawEntryRow[]> {
  return db
    .selectFrom('draw_entry')
    .selectAll()
    .where('notified_at', 'is', null)
    .where('status', '<>', 'pending')
    .limit(limit)
    .execute();
}

/** Takes an entry's result message for this process to send; false when another took it. */
export async function claimNotice(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('draw_entry')
    .set({ notified_at: at })
    .where('id', '=', id)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
