import {
  maskName,
  OFFLINE_CODE_PREFIX,
  OFFLINE_CODE_WINDOW_SECONDS,
  type CardVerifyResult,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/tokens.js';
import { signedBy } from './device-key-crypto.js';
import {
  findKey,
  insertSeenCode,
  keyVouchesFor,
  pruneSeenCodes,
  touchLiveKey,
} from './device-keys.repository.js';
import { heldHealthCards } from './device-keys.service.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SECONDS = /^\d{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;

const REVOKED = '该设备的离线就诊卡已停用，请持卡人联网后出示在线二维码';
const badCode = (message: string) => new AppError('INVALID_INPUT', 400, message);
const notVouched = (message: string) => new AppError('NOT_FOUND', 404, message);

/** The parts of `QH12320OFF.<keyId>.<cardId>.<unixSeconds>.<signature>`, or 400. */
function readCode(payload: string) {
  const [prefix, keyId, cardId, seconds, signature, ...rest] = payload.trim().split('.');
  if (
    prefix !== OFFLINE_CODE_PREFIX ||
    rest.length > 0 ||
    !ID.test(keyId ?? '') ||
    !ID.test(cardId ?? '') ||
    !SECONDS.test(seconds ?? '') ||
    !SIGNATURE.test(signature ?? '')
  ) {
    throw badCode('不是本县电子健康卡的离线二维码');
  }
  return { keyId: keyId!, cardId: cardId!, seconds: Number(seconds), signature: signature! };
}

/**
 * POST /api/ingest/card-verify: an offline health card's code, checked in this order: the
 * device key is registered, the signature is the key's over `keyId.cardId.unixSeconds`, the
 * key is not revoked, the time is within 2 minutes of this server's clock either way, the key
 * was registered for this card, the key's account still holds the card (self, or a family
 * member still consenting, still bound, still active), and the code was not seen before.
 * Refusals are 4xx with the reason, as the online scan's are: 400 for the code itself,
 * 404 for a key or card that no longer vouches, 409 for a code already scanned.
 */
export async function verifyOfflineCard(
  db: Db,
  payload: string,
  now = new Date(),
): Promise<CardVerifyResult> {
  const code = readCode(payload);
  const key = await findKey(db, code.keyId);
  if (!key) throw notVouched('该设备未开启离线就诊卡或密钥未登记，请持卡人联网后出示在线二维码');
  const signedText = `${code.keyId}.${code.cardId}.${code.seconds}`;
  if (!signedBy(key.public_key, signedText, code.signature)) {
    throw badCode('二维码签名不正确');
  }
  if (key.revoked_at) throw notVouched(REVOKED);
  const drift = code.seconds - Math.floor(now.getTime() / 1000);
  if (drift < -OFFLINE_CODE_WINDOW_SECONDS) {
    throw badCode('二维码已过期（超过 2 分钟），请持卡人刷新；若一直过期，请核对手机时间');
  }
  if (drift > OFFLINE_CODE_WINDOW_SECONDS) {
    throw badCode('二维码时间比当前时间晚 2 分钟以上，请持卡人核对手机时间');
  }
  if (!(await keyVouchesFor(db, key.id, code.cardId))) {
    throw notVouched('该设备未登记此卡的离线二维码');
  }
  const card = (await heldHealthCards(db, key.user_id)).get(code.cardId);
  if (!card) {
    throw notVouched('该卡已注销、已解绑或持卡人已撤回授权，离线二维码无效');
  }
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await touchLiveKey(trx, key.id, at))) {
      throw notVouched(REVOKED);
    }
    const seen = await insertSeenCode(trx, {
      code_hash: sha256(signedText),
      key_id: key.id,
      signed_at: new Date(code.seconds * 1000).toISOString(),
      seen_at: at,
    });
    if (!seen)
      throw new AppError('CONFLICT', 409, '该二维码已扫过，请持卡人出示新的二维码（每分钟更新）');
    // A code older than twice the window can never pass again, so its row is not needed.
    const cutoff = now.getTime() - 2 * OFFLINE_CODE_WINDOW_SECONDS * 1000;
    await pruneSeenCodes(trx, new Date(cutoff).toISOString());
  });
  return {
    valid: true,
    cardNo: card.cardNo,
    kind: 'health',
    issuerHospitalId: card.hospitalId,
    holderName: maskName(card.patientName),
    signedAt: new Date(code.seconds * 1000).toISOString(),
  };
}
