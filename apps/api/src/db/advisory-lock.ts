import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { DB } from './schema.js';

/**
 * Holds the named lock to the end of the transaction: on PostgreSQL a transaction-scoped
 * advisory lock, so a second transaction asking for the same name waits until the first ends
 * (names that hash alike merely wait on each other). SQLite lets one writer in at a time, so
 * there it is nothing.
 */
export async function lockName(trx: Transaction<DB>, name: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}
