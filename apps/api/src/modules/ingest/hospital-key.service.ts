import { randomBytes } from 'node:crypto';
import { nowIso, type Db } from '../../db/database.js';
import { sha256, newId } from '../../lib/tokens.js';
import { findHospitalName } from '../hospitals/hospitals.service.js';
import {
  findActiveKey,
  insertKey,
  listKeys,
  revokeKey,
  touchKey,
  type HospitalKeyRow,
} from './hospital-key.repository.js';

const KEY_PREFIX = 'hk_';
const KEY_USE_PRECISION_MS = 60_000;

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
    last_used_at: null,
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
  if (!row) return undefined;
  // "Last used" to the minute: a busy feed writes once a minute, not once a request.
  const now = Date.now();
  if (!row.last_used_at || Date.parse(row.last_used_at) < now - KEY_USE_PRECISION_MS) {
    await touchKey(
      db,
      row.id,
      new Date(now).toISOString(),
      new Date(now - KEY_USE_PRECISION_MS).toISOString(),
    );
  }
  return { id: row.hospital_id, name: row.name };
}
