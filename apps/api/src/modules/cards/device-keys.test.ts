import { generateKeyPairSync } from 'node:crypto';
import { API, CardDevice, CardDeviceList, MAX_CARD_DEVICES } from '@portal/contract';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/accounts.js';
import { testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import {
  cardHolder,
  citizenCall,
  newDevice,
  offlineCode,
  registeredDevice,
  type Device,
} from '../../test/card-device-fixtures.js';
import { engines } from '../../test/engines.js';
import { feed, verifiedUser } from '../../test/records-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(engines)('offline health card device keys on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await testHospital(t, 0);
  });
  afterAll(() => t.close());

  const register = (
    token: string,
    device: Device,
    cardIds: string[],
    label = '华为手机 · 浏览器',
  ) =>
    citizenCall(t, 'POST', API.cardDevices, token, { publicKey: device.publicKey, label, cardIds });
  const devices = async (token: string) => {
    const res = await citizenCall(t, 'GET', API.cardDevices, token);
    expect(res.status).toBe(200);
    expect(Value.Check(CardDeviceList, res.body)).toBe(true);
    return (res.body as CardDeviceList).devices;
  };
  const revoke = (token: string, id: string) =>
    citizenCall(t, 'DELETE', API.cardDevice.replace(':id', id), token);

  it('registers a P-256 key for a held health card and refuses every other key with 400', async () => {
    const a = await cardHolder(t, h);
    const device = newDevice();
    const res = await register(a.user.token, device, [a.cardId, a.cardId]);
    expect(res.status).toBe(200);
    expect(Value.Check(CardDevice, res.body)).toBe(true);
    expect(res.body).toMatchObject({
      label: '华为手机 · 浏览器',
      cards: [
        { cardId: a.cardId, cardNoHint: `****${a.cardNo.slice(-4)}`, patientName: '测试用户' },
      ],
      lastSeenAt: null,
    });
    const listed = await devices(a.user.token);
    expect(listed.map((d) => d.id)).toEqual([res.body.id]);
    expect(JSON.stringify(listed)).not.toContain(device.publicKey.slice(30, 60));
    expect((await register(a.user.token, device, [a.cardId])).status).toBe(409);

    const p256 = Buffer.from(newDevice().publicKey, 'base64');
    const offCurve = Buffer.from(p256);
    offCurve[offCurve.length - 1] = offCurve[offCurve.length - 1]! ^ 1;
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .publicKey.export({ format: 'der', type: 'spki' })
      .toString('base64');
    const bad = [
      'not a key',
      rsa,
      newDevice('P-384').publicKey,
      offCurve.toString('base64'),
      p256.toString('base64url'),
      p256.toString('hex'),
    ];
    for (const publicKey of bad) {
      const refused = await citizenCall(t, 'POST', API.cardDevices, a.user.token, {
        publicKey,
        label: '手机',
        cardIds: [a.cardId],
      });
      expect([refused.status, refused.body.message]).toEqual([
        400,
        expect.stringContaining('P-256'),
      ]);
    }
    const blank = await register(a.user.token, newDevice(), [a.cardId], '   ');
    expect([blank.status, blank.body.message]).toEqual([400, '请填写设备名称']);
    expect((await register(a.user.token, newDevice(), [a.cardId], 'x'.repeat(41))).status).toBe(
      400,
    );
    expect(await devices(a.user.token)).toHaveLength(1);
  });

  it("refuses another person's card, a visit card and unknown cards with 404; asks for sign-in", async () => {
    const a = await cardHolder(t, h);
    const b = await cardHolder(t, h);
    const visit = await cardHolder(t, h, 'visit');
    expect((await register(a.user.token, newDevice(), [b.cardId])).status).toBe(404);
    expect((await register(a.user.token, newDevice(), [a.cardId, b.cardId])).status).toBe(404);
    expect((await register(visit.user.token, newDevice(), [visit.cardId])).status).toBe(404);
    expect((await register(a.user.token, newDevice(), ['no-such-card'])).status).toBe(404);
    // A card the hospital has since cancelled.
    await feed(t, h.key, API.ingestCards, {
      cards: [
        { idType: '01', idNo: b.user.idNo, cardNo: b.cardNo, kind: 'health', status: 'cancelled' },
      ],
    });
    expect((await register(b.user.token, newDevice(), [b.cardId])).status).toBe(404);
    expect(await devices(a.user.token)).toEqual([]);
    expect((await register('', newDevice(), [a.cardId])).status).toBe(401);
    expect((await citizenCall(t, 'GET', API.cardDevices, '')).status).toBe(401);
    const unverified = await createTestUser(t.db);
    expect((await register(unverified.token, newDevice(), [a.cardId])).status).toBe(403);
  });

  it(`allows ${MAX_CARD_DEVICES} active devices an account, also when registrations race`, async () => {
    const a = await cardHolder(t, h);
    const tries = await Promise.all(
      Array.from({ length: MAX_CARD_DEVICES + 2 }, () =>
        register(a.user.token, newDevice(), [a.cardId]),
      ),
    );
    expect(tries.filter((r) => r.status === 200)).toHaveLength(MAX_CARD_DEVICES);
    const refused = tries.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.message).toContain(`最多可在 ${MAX_CARD_DEVICES} 台设备`);
    const list = await devices(a.user.token);
    expect(list).toHaveLength(MAX_CARD_DEVICES);
    expect((await revoke(a.user.token, list[0]!.id)).status).toBe(200);
    expect((await register(a.user.token, newDevice(), [a.cardId])).status).toBe(200);
  });

  it("revokes the account's own device, again without error; another account's is 404", async () => {
    const a = await cardHolder(t, h);
    const other = await verifiedUser(t);
    const { keyId } = await registeredDevice(t, a.user.token, [a.cardId]);
    expect((await revoke(other.token, keyId)).status).toBe(404);
    expect(await devices(a.user.token)).toHaveLength(1);
    expect(await revoke(a.user.token, keyId)).toEqual({ status: 200, body: { ok: true } });
    expect((await revoke(a.user.token, keyId)).status).toBe(200);
    expect(await devices(a.user.token)).toEqual([]);
    expect((await revoke(a.user.token, 'no-such-key')).status).toBe(404);
  });

  it("revokes by the key's own signature without a session (signing out offline)", async () => {
    const a = await cardHolder(t, h);
    const { device, keyId } = await registeredDevice(t, a.user.token, [a.cardId]);
    const signed = (signature: string, id = keyId) =>
      citizenCall(t, 'POST', API.cardDeviceSignedRevoke, '', { keyId: id, signature });
    expect((await signed(newDevice().sign(`revoke.${keyId}`))).status).toBe(400);
    // A code's signature is not a revocation: the signed texts differ.
    expect((await signed(offlineCode(device, keyId, a.cardId).split('.')[4]!)).status).toBe(400);
    expect((await signed(device.sign(`revoke.${keyId}`), 'no-such-key')).status).toBe(404);
    expect(await devices(a.user.token)).toHaveLength(1);
    const code = offlineCode(device, keyId, a.cardId);
    expect((await signed(device.sign(`revoke.${keyId}`))).status).toBe(200);
    expect((await signed(device.sign(`revoke.${keyId}`))).status).toBe(200);
    expect(await devices(a.user.token)).toEqual([]);
    const refused = await feed(t, h.key, API.ingestCardVerify, { payload: code });
    expect([refused.statusCode, refused.json().message]).toEqual([
      404,
      expect.stringContaining('已停用'),
    ]);
  });
});
