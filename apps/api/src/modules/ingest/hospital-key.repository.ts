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
): Promise<
  { id: string; hospital_id: string; name: string; last_used_at: string | null } | undefined
> {
  return db
    .selectFrom('hospital_api_key as k')
    .innerJoin('hospital as h', 'h.id', 'k.hospital_id')
    .select(['k.id', 'k.hospital_id', 'h.name', 'k.last_used_at'])
    .where('k.key_hash', '=', keyHash)
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Records a use unless one was recorded since `staleBefore` (another process may have). */
export async function touchKey(db: Db, id: string, at: string, staleBefore: string) {
  await db
    .updateTable('hospital_api_key')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
    .execute();
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
