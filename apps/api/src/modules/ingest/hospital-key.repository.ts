import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { HospitalApiKeyTable } from '../../db/schema.js';

export type HospitalKeyRow = Selectable<HospitalApiKeyTable>;

export async function insertKey(db: Db, row: HospitalKeyRow): Promise<void> {
  await db.insertInto('hospital_api_key').values(row).execute();
}

/** The hospital an unrevoked key belongs to, by the key's SHA-256. */
export function findActiveKey(
  db: Db,
  keyHash: string,
): Promise<{ hospital_id: string; name: string } | undefined> {
  return db
    .selectFrom('hospital_api_key as k')
    .innerJoin('hospital as h', 'h.id', 'k.hospital_id')
    .select(['k.hospital_id', 'h.name'])
    .where('k.key_hash', '=', keyHash)
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeKey(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('hospital_api_key')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function listKeys(db: Db): Promise<(HospitalKeyRow & { hospital_name: string })[]> {
  return db
    .selectFrom('hospital_api_key as k')
    .innerJoin('hospital as h', 'h.id', 'k.hospital_id')
    .selectAll('k')
    .select('h.name as hospital_name')
    .orderBy('k.created_at')
    .execute();
}
