import type { Db } from '../../db/database.js';

export interface ProfileRow {
  record: string;
  updated_at: string;
  org_name: string;
}

export async function findProfile(db: Db, personKey: string): Promise<ProfileRow | undefined> {
  return db
    .selectFrom('health_profile as p')
    .innerJoin('hospital as h', 'h.id', 'p.hospital_id')
    .select(['p.record', 'p.updated_at', 'h.name as org_name'])
    .where('p.person_key', '=', personKey)
    .executeTakeFirst();
}

/**
 * One record per person, replaced whole: one statement, so two feeds racing leave one row.
 * Answers whether the row is new, from a read before the write: comparing created_at with this
 * write's time called a replacement new when both writes fell in one millisecond (CI, SQLite).
 */
export async function upsertProfile(
  trx: Db,
  row: { person_key: string; hospital_id: string; record: string; at: string },
): Promise<boolean> {
  const before = await trx
    .selectFrom('health_profile')
    .select('person_key')
    .where('person_key', '=', row.person_key)
    .executeTakeFirst();
  await trx
    .insertInto('health_profile')
    .values({
      person_key: row.person_key,
      hospital_id: row.hospital_id,
      record: row.record,
      created_at: row.at,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.column('person_key').doUpdateSet({
        hospital_id: row.hospital_id,
        record: row.record,
        updated_at: row.at,
      }),
    )
    .execute();
  return !before;
}
