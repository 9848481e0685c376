import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CardDeviceKeyTable, DB } from '../../db/schema.js';

export type DeviceKeyRow = Selectable<CardDeviceKeyTable>;

export async function countActiveKeys(trx: Transaction<DB>, userId: string): Promise<number> {
  const row = await trx
    .selectFrom('card_device_key')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Stores a key and the cards it vouches for; false when the same public key is already
 * registered (the unique key hash decides, so two racing registrations keep one).
 */
export async function insertKey(
  trx: Transaction<DB>,
  row: DeviceKeyRow,
  cardIds: string[],
): Promise<boolean> {
  const result = await trx
    .insertInto('card_device_key')
    .values(row)
    .onConflict((oc) => oc.column('key_hash').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await trx
    .insertInto('card_device_key_card')
    .values(cardIds.map((card_id) => ({ key_id: row.id, card_id })))
    .execute();
  return true;
}

export function findKey(db: Db, id: string): Promise<DeviceKeyRow | undefined> {
  return db.selectFrom('card_device_key').selectAll().where('id', '=', id).executeTakeFirst();
}

export function activeKeysOf(db: Db, userId: string): Promise<DeviceKeyRow[]> {
  return db
    .selectFrom('card_device_key')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The cards each of these keys vouches for. */
export async function cardsOfKeys(db: Db, keyIds: string[]): Promise<Map<string, string[]>> {
  const byKey = new Map<string, string[]>();
  if (keyIds.length === 0) return byKey;
  const rows = await db
    .selectFrom('card_device_key_card')
    .select(['key_id', 'card_id'])
    .where('key_id', 'in', keyIds)
    .execute();
  for (const row of rows) byKey.set(row.key_id, [...(byKey.get(row.key_id) ?? []), row.card_id]);
  return byKey;
}

export async function keyVouchesFor(db: Db, keyId: string, cardId: string): Promise<boolean> {
  const row = await db
    .selectFrom('card_device_key_card')
    .select('key_id')
    .where('key_id', '=', keyId)
    .where('card_id', '=', cardId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Revokes a live key (of `userId` when given); false when none was live. */
export async function revokeKey(db: Db, id: string, at: string, userId?: string): Promise<boolean> {
  let query = db
    .updateTable('card_device_key')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null);
  if (userId) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a verified use; false when the key was revoked meanwhile (the update decides). */
export async function touchLiveKey(trx: Transaction<DB>, id: string, at: string) {
  const result = await trx
    .updateTable('card_device_key')
    .set({ last_seen_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Remembers a code as seen; false when it already was. The primary key decides, so two
 * scanners sending one code at once get one yes.
 */
export async function insertSeenCode(
  trx: Transaction<DB>,
  row: { code_hash: string; key_id: string; signed_at: string; seen_at: string },
): Promise<boolean> {
  const result = await trx
    .insertInto('card_verify_seen')
    .values(row)
    .onConflict((oc) => oc.column('code_hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Forgets codes whose time no longer passes, so the table holds minutes of scans. */
export async function pruneSeenCodes(trx: Transaction<DB>, signedBefore: string): Promise<void> {
  await trx.deleteFrom('card_verify_seen').where('signed_at', '<', signedBefore).execute();
}
