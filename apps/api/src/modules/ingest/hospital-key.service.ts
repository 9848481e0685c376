import { randomBytes } from 'node:crypto';
import { nowIso, type Db } from '../../db/database.js';
import { sha256, newId } from '../../lib/tokens.js';
import { findHospitalName } from '../hospitals/hospitals.service.js';
import {
  findActiveKey,
  insertKey,
  listKeys,
  revokeKey,
  type HospitalKeyRow,
} from './hospital-key.repository.js';

const KEY_PREFIX = 'hk_';

/** A new key for a hospital system; returned once, only its SHA-256 is kept. */
export async function createHospitalKey(
  db: Db,
  hospitalId: string,
): Promise<{ id: string; key: string; hospitalName: string } | undefined> {
  const hospitalName = await findHospitalName(db, hospitalId);
  if (!hospitalName) return undefined;
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const id = newId();
  await insertKey(db, {
    id,
    hospital_id: hospitalId,
    key_hash: sha256(key),
    prefix: key.slice(0, 10),
    created_at: nowIso(),
    revoked_at: null,
  });
  return { id, key, hospitalName };
}

export function revokeHospitalKey(db: Db, id: string): Promise<boolean> {
  return revokeKey(db, id, nowIso());
}

export function hospitalKeys(db: Db): Promise<(HospitalKeyRow & { hospital_name: string })[]> {
  return listKeys(db);
}

/** The hospital behind a presented key, or undefined for an unknown or revoked one. */
export async function hospitalForKey(
  db: Db,
  key: string,
): Promise<{ id: string; name: string } | undefined> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) return undefined;
  const row = await findActiveKey(db, sha256(key));
  return row && { id: row.hospital_id, name: row.name };
}
