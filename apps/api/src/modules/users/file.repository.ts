import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StoredFileTable } from '../../db/schema.js';

export type StoredFile = Selectable<StoredFileTable>;

export async function insertStoredFile(db: Db, file: Insertable<StoredFileTable>): Promise<void> {
  await db.insertInto('stored_file').values(file).execute();
}

export async function findStoredFile(db: Db, key: string): Promise<StoredFile | undefined> {
  return db.selectFrom('stored_file').selectAll().where('key', '=', key).executeTakeFirst();
}

/** The file when this user uploaded it for this purpose, else undefined. */
export async function findOwnedFile(
  db: Db,
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
