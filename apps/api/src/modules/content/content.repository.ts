import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockName } from '../../db/advisory-lock.js';
import type { ContentSetTable, DB } from '../../db/schema.js';


export type ContentSetRow = Selectable<ContentSetTable>;

export async function listLoads(db: Db): Promise<ContentSetRow[]> {
  return db.selectFrom('content_set').selectAll().orderBy('name').execute();
}

export async function findFingerprint(db: Db, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('content_set')
    .select('fingerprint')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.fingerprint;
}

export async function saveLoad(db: Db, row: ContentSetRow): Promise<void> {
  await db
    .insertInto('content_set')
    .values(row)
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({
        fingerprint: row.fingerprint,
        items: row.items,
        loaded_at: row.loaded_at,
      }),
    )
    .execute();
}

/**
 * Makes processes starting together on one PostgreSQL load a set one after the other (the
 * second then finds the fingerprint current and skips); SQLite already lets one writer in.
 */
export function lockSet(trx: Transaction<DB>, name: string): Promise<void> {
  return lockName(trx, `content_set:${name}`);
}
