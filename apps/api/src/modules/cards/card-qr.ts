import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import type { CardQr } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { signingSecret } from './cards.repository.js';

/** How long one code scans, and when the page fetches the next one (before it lapses). */
export const QR_TTL_SECONDS = 120;
export const QR_REFRESH_SECONDS = 60;
const PREFIX = 'QH12320EHC';

const secrets = new WeakMap<Db, Promise<string>>();

function secret(db: Db): Promise<string> {
  let found = secrets.get(db);
  if (!found) {
    found = signingSecret(db, 'card-qr', randomBytes(32).toString('base64url'));
    found.catch(() => secrets.delete(db));
    secrets.set(db, found);
  }
  return found;
}

const sign = (key: string, cardId: string, expires: number) =>
  createHmac('sha256', key).update(`${cardId}.${expires}`).digest('base64url').slice(0, 27);

/**
 * The health card's QR code: card id, expiry and an HMAC, so a copy or a screenshot stops
 * working within minutes and a forged one never does. Drawn by the page from the modules, so
 * the browser needs no QR library.
 */
export async function cardQr(db: Db, cardId: string, now = new Date()): Promise<CardQr> {
  const expires = Math.floor(now.getTime() / 1000) + QR_TTL_SECONDS;
  const payload = `${PREFIX}.${cardId}.${expires}.${sign(await secret(db), cardId, expires)}`;
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  let rows = '';
  for (let i = 0; i < modules.data.length; i++) rows += modules.data[i] ? '1' : '0';
  return {
    payload,
    size: modules.size,
    modules: rows,
    expiresAt: new Date(expires * 1000).toISOString(),
    refreshSeconds: QR_REFRESH_SECONDS,
  };
}

/** The card id a scanned code stands for, or 400 naming why it cannot be accepted. */
export async function readCardQr(db: Db, payload: string, now = new Date()): Promise<string> {
  const [prefix, cardId, expiresText, signature, ...rest] = payload.trim().split('.');
  const expires = Number(expiresText);
  if (prefix !== PREFIX || !cardId || !signature || rest.length > 0 || !Number.isInteger(expires)) {
    throw new AppError('INVALID_INPUT', 400, '不是本县电子健康卡的二维码');
  }
  const expected = Buffer.from(sign(await secret(db), cardId, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError('INVALID_INPUT', 400, '二维码签名不正确');
  }
  if (expires * 1000 <= now.getTime()) {
    throw new AppError('INVALID_INPUT', 400, '二维码已过期，请持卡人刷新后再扫');
  }
  return cardId;
}
