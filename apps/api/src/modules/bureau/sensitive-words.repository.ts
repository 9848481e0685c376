import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SensitiveWordTable } from '../../db/schema.js';

export type SensitiveWordRow = Selectable<SensitiveWordTable>;

export async function listSensitiveWords(db: Db): Promise<SensitiveWordRow[]> {
  return db.selectFrom('sensitive_word').selectAll().orderBy('word').execute();
}

export async function findSensitiveWord(db: Db, id: string): Promise<SensitiveWordRow | undefined> {
  return db.selectFrom('sensitive_word').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The unique constraint on `word` refuses a duplicate, also between two racing requests. */
export async function insertSensitiveWord(db: Db, row: SensitiveWordRow): Promise<void> {
  await db.insertInto('sensitive_word').values(row).execute();
}

export async function deleteSensitiveWord(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sensitive_word').where('id', '=', id).execute();
}
