import { generateKeyPairSync, sign } from 'node:crypto';
import { API, type CardBindResult, type CardDevice } from '@portal/contract';
import type { TestUser } from './accounts.js';
import type { TestHospital } from './booking-fixtures.js';
import { feed, verifiedUser } from './records-fixtures.js';
import type { TestApp } from './test-app.js';

/** A device's key pair as a browser makes it, signing as WebCrypto does (P1363 r‖s). */
export function newDevice(namedCurve = 'P-256') {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve });
  return {
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    sign: (text: string) =>
      sign('sha256', Buffer.from(text), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString(
        'base64url',
      ),
  };
}
export type Device = ReturnType<typeof newDevice>;

/** The offline QR code a device shows for a card at `at` (ms). */
export function offlineCode(device: Device, keyId: string, cardId: string, at = Date.now()) {
  const seconds = Math.floor(at / 1000);
  return `QH12320OFF.${keyId}.${cardId}.${seconds}.${device.sign(`${keyId}.${cardId}.${seconds}`)}`;
}

/** A citizen's call with the session in `user`, answered as status and parsed body. */
export async function citizenCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string,
  body?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    query: { user: token },
    ...(body ? { payload: body as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

export interface CardHolder {
  user: TestUser & { idNo: string };
  cardNo: string;
  cardId: string;
  bindingId: string;
}

let serial = 0;

/** A verified account with a card of its own (a health card unless told), fed and bound. */
export async function cardHolder(
  t: TestApp,
  h: TestHospital,
  kind = 'health',
): Promise<CardHolder> {
  const user = await verifiedUser(t);
  serial += 1;
  const cardNo = `OFF-${serial}`;
  await feed(t, h.key, API.ingestCards, {
    cards: [{ idType: '01', idNo: user.idNo, cardNo, kind }],
  });
  const bound = await citizenCall(t, 'POST', API.doCardget, user.token, {
    type: '01',
    idno: user.idNo,
    cardno: cardNo,
  });
  if (bound.status !== 200) throw new Error(`bind: ${bound.status} ${JSON.stringify(bound.body)}`);
  const card = (bound.body as CardBindResult).cards[0]!;
  return { user, cardNo, cardId: card.cardId, bindingId: card.id };
}

/** Registers a (new) device key for cards of the account; throws unless it was taken. */
export async function registeredDevice(
  t: TestApp,
  token: string,
  cardIds: string[],
  device = newDevice(),
): Promise<{ device: Device; keyId: string }> {
  const res = await citizenCall(t, 'POST', API.cardDevices, token, {
    publicKey: device.publicKey,
    label: 'Android 手机 · Chrome',
    cardIds,
  });
  if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  return { device, keyId: (res.body as CardDevice).id };
}
