import type { Transaction } from 'kysely';
import type { Db } from './database.js';
import type { DB } from './schema.js';

/**
 * Runs `work` in a transaction of its own, or inside the caller's when given one (the seed
 * feeds demo data through the same services within its single transaction).
 */
export function inTransaction<T>(db: Db, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
}
