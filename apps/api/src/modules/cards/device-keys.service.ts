import {
  DEVICE_REVOKE_PREFIX,
  MAX_CARD_DEVICES,
  type BoundCard,
  type CardDevice,
  type CardDeviceBody,
  type CardDeviceList,
  type CardDeviceSignedRevokeBody,
} from '@portal/contract';
import { lockName } from '../../db/advisory-lock.js';
import { nowIso, type Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/tokens.js';
import { hint, visibleBindings } from './cards.service.js';
import { readPublicKey, signedBy } from './device-key-crypto.js';
import {
  activeKeysOf,
  cardsOfKeys,
  countActiveKeys,
  findKey,
  insertKey,
  revokeKey,
  type DeviceKeyRow,
} from './device-keys.repository.js';

/**
 * Device keys of the offline health card. Turning 在本机离线保存 on, the browser makes one
 * ECDSA P-256 key pair (private key not extractable, kept in IndexedDB) and registers its
 * public key here for the account's electronic health cards. Turning it off, the browser
 * revokes it with the session (DELETE /api/card-devices/:id). Signing out, it revokes it by
 * the key's own signature over `revoke.<keyId>` (POST /api/card-devices/revoke), which needs
 * no session: signed out offline, the browser signs that text, erases the key and the data,
 * and sends the signed text when the network is back, even if the session has lapsed by then.
 * A key's cards are fixed at registration: when the account's cards change (a family member's
 * card bound), the browser registers a new key for the new set and revokes the old one.
 */

const NO_CARD = '未找到该电子健康卡，或该卡已注销、不在本账号名下';
const NO_DEVICE = '未找到该设备';

/** The account's active electronic health cards it may show (self and consenting family). */
export async function heldHealthCards(db: Db, userId: string): Promise<Map<string, BoundCard>> {
  const { cards } = await visibleBindings(db, userId);
  return new Map(
    cards.filter((c) => c.kind === 'health' && c.status === 'active').map((c) => [c.cardId, c]),
  );
}

function deviceLabel(text: string): string {
  const label = text.trim();
  if (!label) throw new AppError('INVALID_INPUT', 400, '请填写设备名称');
  if (/\p{Cc}/u.test(label)) throw new AppError('INVALID_INPUT', 400, '设备名称不能包含控制字符');
  return label;
}

function toDevice(row: DeviceKeyRow, cardIds: string[], held: Map<string, BoundCard>): CardDevice {
  return {
    id: row.id,
    label: row.label,
    // A card the account no longer holds (consent withdrawn, unbound) is not vouched for.
    cards: cardIds.flatMap((id) => {
      const card = held.get(id);
      if (!card) return [];
      return [
        {
          cardId: card.cardId,
          hospitalName: card.hospitalName,
          cardNoHint: hint(card.cardNo),
          patientName: card.patientName,
          relation: card.relation,
        },
      ];
    }),
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  };
}

/**
 * Registers a device's public key for cards the account holds now; any other card is 404.
 * A lock named for the account makes the count and the insert one step, so two devices
 * registering at once never pass the cap together.
 */
export async function registerDevice(
  db: Db,
  userId: string,
  body: CardDeviceBody,
): Promise<CardDevice> {
  const label = deviceLabel(body.label);
  const key = readPublicKey(body.publicKey);
  const cardIds = [...new Set(body.cardIds)];
  const held = await heldHealthCards(db, userId);
  if (!cardIds.every((id) => held.has(id))) throw new AppError('NOT_FOUND', 404, NO_CARD);
  const row: DeviceKeyRow = {
    id: newId(),
    user_id: userId,
    label,
    public_key: key.spki,
    key_hash: key.hash,
    created_at: nowIso(),
    last_seen_at: null,
    revoked_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await lockName(trx, `card-devices:${userId}`);
    if ((await countActiveKeys(trx, userId)) >= MAX_CARD_DEVICES) {
      throw new AppError(
        'CONFLICT',
        409,
        `最多可在 ${MAX_CARD_DEVICES} 台设备上离线保存就诊卡，请先在个人设置中停用不再使用的设备`,
      );
    }
    if (!(await insertKey(trx, row, cardIds))) {
      throw new AppError('CONFLICT', 409, '该设备密钥已登记，请在本机重新开启离线保存');
    }
  });
  return toDevice(row, cardIds, held);
}

/** 个人设置's list: the account's active device keys and the cards each may show. */
export async function deviceList(db: Db, userId: string): Promise<CardDeviceList> {
  const [rows, held] = await Promise.all([activeKeysOf(db, userId), heldHealthCards(db, userId)]);
  const cards = await cardsOfKeys(
    db,
    rows.map((r) => r.id),
  );
  return {
    devices: rows.map((row) => toDevice(row, cards.get(row.id) ?? [], held)),
    max: MAX_CARD_DEVICES,
  };
}

/** Revokes one of the account's own device keys; again is fine, another account's is 404. */
export async function revokeDevice(db: Db, userId: string, id: string): Promise<void> {
  const row = await findKey(db, id);
  if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND', 404, NO_DEVICE);
  await revokeKey(db, id, nowIso(), userId);
}

/**
 * Revokes a key on the word of the key itself (the sign-out path): its signature over
 * `revoke.<keyId>`. Idempotent, so a browser may resend it until it gets an answer.
 */
export async function revokeDeviceBySignature(
  db: Db,
  body: CardDeviceSignedRevokeBody,
): Promise<void> {
  const row = await findKey(db, body.keyId);
  if (!row) throw new AppError('NOT_FOUND', 404, NO_DEVICE);
  if (!signedBy(row.public_key, `${DEVICE_REVOKE_PREFIX}.${row.id}`, body.signature)) {
    throw new AppError('INVALID_INPUT', 400, '签名不正确，不能停用该设备');
  }
  await revokeKey(db, row.id, nowIso());
}
