import { generateKeyPairSync, sign } from 'node:crypto';
import {
  API,
  CardDevice,
  CardDeviceList,
  CardVerifyResult,
  MAX_CARD_DEVICES,
  type CardBindResult,
  type RecordAccessList,
} from '@portal/contract';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { createTestUser, type TestUser } from '../../test/accounts.js';
import { testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import { engines } from '../../test/engines.js';
import { consentMember, feed, verifiedUser } from '../../test/records-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const zhangsan = DEMO_ACCOUNTS.find((a) => a.username === 'zhangsan')!;

/** A device's key pair as a browser makes it, signing as WebCrypto does (P1363 r‖s). */
function newDevice(namedCurve = 'P-256') {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve });
  return {
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    sign: (text: string) =>
      sign('sha256', Buffer.from(text), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString(
        'base64url',
      ),
  };
}
type Device = ReturnType<typeof newDevice>;

/** The offline QR code a device shows for a card at `at` (ms). */
function offlineCode(device: Device, keyId: string, cardId: string, at = Date.now()) {
  const seconds = Math.floor(at / 1000);
  return `QH12320OFF.${keyId}.${cardId}.${seconds}.${device.sign(`${keyId}.${cardId}.${seconds}`)}`;
}

describe.each(engines)('offline health card device keys on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await testHospital(t, 0);
  });
  afterAll(() => t.close());

  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string,
    body?: object,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      query: { user: token },
      ...(body ? { payload: body as Record<string, unknown> } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const register = (
    token: string,
    device: Device,
    cardIds: string[],
    label = 'Android 手机 · Chrome',
  ) => call('POST', API.cardDevices, token, { publicKey: device.publicKey, label, cardIds });
  const devices = async (token: string) => {
    const res = await call('GET', API.cardDevices, token);
    expect(res.status).toBe(200);
    expect(Value.Check(CardDeviceList, res.body)).toBe(true);
    return (res.body as CardDeviceList).devices;
  };
  const revoke = (token: string, id: string) =>
    call('DELETE', API.cardDevice.replace(':id', id), token);
  const verify = (payload: string, key = h.key) =>
    feed(t, key, API.ingestCardVerify, { payload }).then((res) => ({
      status: res.statusCode,
      body: res.json(),
    }));

  /** A verified account with a health card of its own, bound. */
  const holder = async (kind = 'health') => {
    const user = await verifiedUser(t);
    serial += 1;
    const cardNo = `OFF-${serial}`;
    await feed(t, h.key, API.ingestCards, {
      cards: [{ idType: '01', idNo: user.idNo, cardNo, kind }],
    });
    const bound = await call('POST', API.doCardget, user.token, {
      type: '01',
      idno: user.idNo,
      cardno: cardNo,
    });
    expect(bound.status).toBe(200);
    const card = (bound.body as CardBindResult).cards[0]!;
    return { user, cardNo, cardId: card.cardId, bindingId: card.id };
  };
  const registered = async (owner: { user: TestUser; cardId: string }, device = newDevice()) => {
    const res = await register(owner.user.token, device, [owner.cardId]);
    expect(res.status).toBe(200);
    return { device, keyId: (res.body as CardDevice).id };
  };

  it('registers a P-256 key for a held health card and refuses every other key with 400', async () => {
    const a = await holder();
    const device = newDevice();
    const res = await register(a.user.token, device, [a.cardId, a.cardId]);
    expect(res.status).toBe(200);
    expect(Value.Check(CardDevice, res.body)).toBe(true);
    expect(res.body).toMatchObject({
      label: 'Android 手机 · Chrome',
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
      ` ${p256.toString('hex')}`,
    ];
    for (const publicKey of bad) {
      const refused = await call('POST', API.cardDevices, a.user.token, {
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
    const a = await holder();
    const b = await holder();
    const visit = await holder('visit');
    expect((await register(a.user.token, newDevice(), [b.cardId])).status).toBe(404);
    expect((await register(a.user.token, newDevice(), [a.cardId, b.cardId])).status).toBe(404);
    expect((await register(visit.user.token, newDevice(), [visit.cardId])).status).toBe(404);
    expect((await register(a.user.token, newDevice(), ['no-such-card'])).status).toBe(404);
    expect(await devices(a.user.token)).toEqual([]);
    expect((await register('', newDevice(), [a.cardId])).status).toBe(401);
    expect((await call('GET', API.cardDevices, '')).status).toBe(401);
    const unverified = await createTestUser(t.db);
    expect((await register(unverified.token, newDevice(), [a.cardId])).status).toBe(403);
  });

  it(`allows ${MAX_CARD_DEVICES} active devices an account, also when registrations race`, async () => {
    const a = await holder();
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
    const a = await holder();
    const other = await verifiedUser(t);
    const { keyId } = await registered(a);
    expect((await revoke(other.token, keyId)).status).toBe(404);
    expect(await devices(a.user.token)).toHaveLength(1);
    expect(await revoke(a.user.token, keyId)).toEqual({ status: 200, body: { ok: true } });
    expect((await revoke(a.user.token, keyId)).status).toBe(200);
    expect(await devices(a.user.token)).toEqual([]);
    expect((await revoke(a.user.token, 'no-such-key')).status).toBe(404);
  });

  it("revokes by the key's own signature without a session (signing out offline)", async () => {
    const a = await holder();
    const { device, keyId } = await registered(a);
    const signed = (signature: string, id = keyId) =>
      call('POST', API.cardDeviceSignedRevoke, '', { keyId: id, signature });
    expect((await signed(newDevice().sign(`revoke.${keyId}`))).status).toBe(400);
    expect((await signed(device.sign(`revoke.${keyId}`), 'no-such-key')).status).toBe(404);
    const code = offlineCode(device, keyId, a.cardId);
    expect((await signed(device.sign(`revoke.${keyId}`))).status).toBe(200);
    expect((await signed(device.sign(`revoke.${keyId}`))).status).toBe(200);
    expect(await devices(a.user.token)).toEqual([]);
    const refused = await verify(code);
    expect([refused.status, refused.body.message]).toEqual([
      404,
      expect.stringContaining('已停用'),
    ]);
  });

  it('verifies a code once, answering the card and the masked holder; a replay is 409', async () => {
    const a = await holder();
    const { device, keyId } = await registered(a);
    const code = offlineCode(device, keyId, a.cardId);
    const [first, second] = await Promise.all([verify(code), verify(code)]);
    const [ok, replay] = first.status === 200 ? [first, second] : [second, first];
    expect(ok.status).toBe(200);
    expect(Value.Check(CardVerifyResult, ok.body)).toBe(true);
    expect(ok.body).toMatchObject({
      valid: true,
      cardNo: a.cardNo,
      kind: 'health',
      issuerHospitalId: h.id,
      holderName: '测***',
    });
    expect([replay.status, replay.body.message]).toEqual([409, expect.stringContaining('已扫过')]);
    expect((await verify(code)).status).toBe(409);
    expect((await devices(a.user.token))[0]!.lastSeenAt).not.toBeNull();
    // A new code (the next minute's) passes, and any other hospital's scanner may check it.
    const other = await testHospital(t, 1);
    expect(
      (await verify(offlineCode(device, keyId, a.cardId, Date.now() - 60_000), other.key)).status,
    ).toBe(200);
  });

  it('refuses wrong signatures, times more than 2 minutes off either way and bad hospital keys', async () => {
    const a = await holder();
    const { device, keyId } = await registered(a);
    const now = Date.now();
    const forged = offlineCode(newDevice(), keyId, a.cardId, now);
    expect(await verify(forged)).toEqual({
      status: 400,
      body: { code: 'INVALID_INPUT', message: '二维码签名不正确' },
    });
    const good = offlineCode(device, keyId, a.cardId, now);
    const moved = good.replace(`.${Math.floor(now / 1000)}.`, `.${Math.floor(now / 1000) + 1}.`);
    expect((await verify(moved)).body.message).toBe('二维码签名不正确');
    const stale = await verify(offlineCode(device, keyId, a.cardId, now - 150_000));
    expect([stale.status, stale.body.message]).toEqual([400, expect.stringContaining('已过期')]);
    const ahead = await verify(offlineCode(device, keyId, a.cardId, now + 150_000));
    expect([ahead.status, ahead.body.message]).toEqual([
      400,
      expect.stringContaining('核对手机时间'),
    ]);
    expect((await verify(offlineCode(device, keyId, a.cardId, now - 100_000))).status).toBe(200);
    for (const payload of [
      'QH12320EHC.x.1.y',
      good.replace('QH12320OFF', 'QH12320XXX'),
      `${good}.x`,
    ]) {
      expect((await verify(payload)).status).toBe(400);
    }
    const unknown = await verify(offlineCode(device, 'no-such-key', a.cardId, now));
    expect(unknown.status).toBe(404);
    expect((await verify(good, 'hk_wrong')).status).toBe(401);
    const none = await t.app.inject({
      method: 'POST',
      url: API.ingestCardVerify,
      payload: { payload: good },
    });
    expect(none.statusCode).toBe(401);
    // The refused scans did not spend the code.
    expect((await verify(good)).status).toBe(200);
  });

  it('vouches only for the cards the key was registered for and the account still holds', async () => {
    const a = await holder();
    const { device, keyId } = await registered(a);
    // Another card of the same person, bound after the key was registered for the first.
    await feed(t, h.key, API.ingestCards, {
      cards: [{ idType: '01', idNo: a.user.idNo, cardNo: `${a.cardNo}B`, kind: 'health' }],
    });
    const second = await call('POST', API.doCardget, a.user.token, {
      type: '01',
      idno: a.user.idNo,
      cardno: `${a.cardNo}B`,
    });
    const secondId = (second.body as CardBindResult).cards[0]!.cardId;
    const otherCard = await verify(offlineCode(device, keyId, secondId));
    expect([otherCard.status, otherCard.body.message]).toEqual([
      404,
      '该设备未登记此卡的离线二维码',
    ]);

    expect((await call('POST', API.doCardbinddel, a.user.token, { id: a.bindingId })).status).toBe(
      200,
    );
    const unbound = await verify(offlineCode(device, keyId, a.cardId));
    expect([unbound.status, unbound.body.message]).toEqual([
      404,
      expect.stringContaining('已解绑'),
    ]);
    expect((await devices(a.user.token))[0]!.cards).toEqual([]);
  });

  it("stops vouching for a family member's card once the member withdraws consent", async () => {
    const b = await verifiedUser(t);
    const added = await call('POST', API.family, b.token, {
      name: '张三',
      type: '01',
      idno: zhangsan.identity!.idNo,
      phone: '13912345678',
      relation: '父母',
    });
    const member = { id: added.body.id as string, idNo: zhangsan.identity!.idNo };
    // Before consent the member's card cannot be bound, nor a key registered for it.
    const cardQuery = await t.db
      .selectFrom('hospital_card')
      .select('id')
      .where('card_no', '=', 'EHC330100001')
      .executeTakeFirstOrThrow();
    expect((await register(b.token, newDevice(), [cardQuery.id])).status).toBe(404);
    await consentMember(t, b, member, zhangsan.phone);
    const bound = await call('POST', API.doCardget, b.token, {
      type: '01',
      idno: member.idNo,
      cardno: 'EHC330100001',
    });
    expect(bound.status).toBe(200);
    const { device, keyId } = await registered({ user: b, cardId: cardQuery.id });
    const ok = await verify(offlineCode(device, keyId, cardQuery.id));
    expect([ok.status, ok.body.holderName]).toEqual([200, '张*']);

    const login = await t.app.inject({
      method: 'POST',
      url: API.chkLogin,
      payload: { username: 'zhangsan', password: DEMO_PASSWORD },
    });
    const zs = login.json<{ token: string }>().token;
    const access = (await call('GET', API.recordAccess, zs)).body as RecordAccessList;
    for (const row of access.list.filter((r) => r.status === 'granted')) {
      expect((await call('DELETE', API.recordAccessItem.replace(':id', row.id), zs)).status).toBe(
        200,
      );
    }
    const refused = await verify(offlineCode(device, keyId, cardQuery.id, Date.now() - 60_000));
    expect([refused.status, refused.body.message]).toEqual([
      404,
      expect.stringContaining('撤回授权'),
    ]);
  });

  it('forgets seen codes once their time can no longer pass', async () => {
    const a = await holder();
    const { device, keyId } = await registered(a);
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await t.db
      .insertInto('card_verify_seen')
      .values({ code_hash: 'old-code', key_id: keyId, signed_at: old, seen_at: old })
      .execute();
    expect((await verify(offlineCode(device, keyId, a.cardId))).status).toBe(200);
    const left = await t.db
      .selectFrom('card_verify_seen')
      .select('code_hash')
      .where('key_id', '=', keyId)
      .execute();
    expect(left.map((r) => r.code_hash)).not.toContain('old-code');
    expect(left).toHaveLength(1);
  });
});
