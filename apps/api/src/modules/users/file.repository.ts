import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, StoredFileTable } from '../../db/schema.js';

type Executor = Kysely<DB> | Transaction<DB>;

export type StoredFile = Selectable<StoredFileTable>;

export async function insertStoredFile(
  db: Executor,
  file: Insertable<StoredFileTable>,
): Promise<void> {
  await db.insertInto('stored_file').values(file).execute();
}

export async function findStoredFile(db: Executor, key: string): Promise<StoredFile | undefined> {
  return db.selectFrom('stored_file').selectAll().where('key', '=', key).executeTakeFirst();
}

/** The file when this user uploaded it for this purpose, else undefined. */
export async function findOwnedFile(
  db: Executor,
  key: string,
  ownerId: string,
  purpose: StoredFile['purpose'],
): Promise<StoredFile | undefined> {
  return db
    .selectFrom('stored_file')
    .selectAll()
    .where('key', '=', key)
    .where('owner_id', '=', ownerId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}
