import {
  API,
  CardVerifyResult,
  type CardBindResult,
  type CardDeviceList,
  type RecordAccessList,
} from '@portal/contract';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import {
  cardHolder,
  citizenCall,
  newDevice,
  offlineCode,
  registeredDevice,
} from '../../test/card-device-fixtures.js';
import { engines } from '../../test/engines.js';
import { consentMember, feed, verifiedUser } from '../../test/records-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hospitalKeys, revokeHospitalKey } from '../ingest/hospital-key.service.js';

const zhangsan = DEMO_ACCOUNTS.find((a) => a.username === 'zhangsan')!;

describe.each(engines)('a hospital scanner verifying an offline health card on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await testHospital(t, 0);
  });
  afterAll(() => t.close());

  const verify = async (payload: string, key = h.key) => {
    const res = await feed(t, key, API.ingestCardVerify, { payload });
    return { status: res.statusCode, body: res.json() };
  };
  /** A holder of a health card with a device key registered for it. */
  const withDevice = async () => {
    const a = await cardHolder(t, h);
    return { ...a, ...(await registeredDevice(t, a.user.token, [a.cardId])) };
  };

  it('verifies a code once, answering the card and the masked holder; a replay is 409', async () => {
    const a = await withDevice();
    const code = offlineCode(a.device, a.keyId, a.cardId);
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
    const list = (await citizenCall(t, 'GET', API.cardDevices, a.user.token))
      .body as CardDeviceList;
    expect(list.devices[0]!.lastSeenAt).not.toBeNull();
    // The next minute's code passes, at any county hospital's scanner.
    const other = await testHospital(t, 1);
    const next = offlineCode(a.device, a.keyId, a.cardId, Date.now() - 60_000);
    expect((await verify(next, other.key)).status).toBe(200);
  });

  it('refuses wrong signatures and times more than 2 minutes off either way', async () => {
    const a = await withDevice();
    const now = Date.now();
    const forged = offlineCode(newDevice(), a.keyId, a.cardId, now);
    expect(await verify(forged)).toEqual({
      status: 400,
      body: { code: 'INVALID_INPUT', message: '二维码签名不正确' },
    });
    const good = offlineCode(a.device, a.keyId, a.cardId, now);
    const seconds = Math.floor(now / 1000);
    const moved = good.replace(`.${seconds}.`, `.${seconds + 1}.`);
    expect((await verify(moved)).body.message).toBe('二维码签名不正确');
    const stale = await verify(offlineCode(a.device, a.keyId, a.cardId, now - 150_000));
    expect([stale.status, stale.body.message]).toEqual([400, expect.stringContaining('已过期')]);
    const ahead = await verify(offlineCode(a.device, a.keyId, a.cardId, now + 150_000));
    expect([ahead.status, ahead.body.message]).toEqual([
      400,
      expect.stringContaining('核对手机时间'),
    ]);
    expect((await verify(offlineCode(a.device, a.keyId, a.cardId, now - 100_000))).status).toBe(
      200,
    );
    const malformed = ['QH12320EHC.x.1.y', good.replace('QH12320OFF', 'QH12320XXX'), `${good}.x`];
    for (const payload of malformed) expect((await verify(payload)).status).toBe(400);
    expect((await verify(offlineCode(a.device, 'no-such-key', a.cardId, now))).status).toBe(404);
    // None of the refusals spent the code.
    expect((await verify(good)).status).toBe(200);
  });

  it('answers 401 to a missing, unknown or revoked hospital key', async () => {
    const a = await withDevice();
    const code = offlineCode(a.device, a.keyId, a.cardId);
    const none = await t.app.inject({
      method: 'POST',
      url: API.ingestCardVerify,
      payload: { payload: code },
    });
    expect(none.statusCode).toBe(401);
    expect((await verify(code, 'hk_wrong')).status).toBe(401);
    const gone = await testHospital(t, 2);
    const row = (await hospitalKeys(t.db)).find((k) => k.hospital_id === gone.id)!;
    expect(await revokeHospitalKey(t.db, row.id)).toBe(true);
    expect((await verify(code, gone.key)).status).toBe(401);
    expect((await verify(code)).status).toBe(200);
  });

  it('vouches only for the cards the key was registered for and the account still holds', async () => {
    const a = await withDevice();
    // Another card of the same person, bound after the key was registered for the first.
    await feed(t, h.key, API.ingestCards, {
      cards: [{ idType: '01', idNo: a.user.idNo, cardNo: `${a.cardNo}B`, kind: 'health' }],
    });
    const second = await citizenCall(t, 'POST', API.doCardget, a.user.token, {
      type: '01',
      idno: a.user.idNo,
      cardno: `${a.cardNo}B`,
    });
    const secondId = (second.body as CardBindResult).cards[0]!.cardId;
    const otherCard = await verify(offlineCode(a.device, a.keyId, secondId));
    expect([otherCard.status, otherCard.body.message]).toEqual([
      404,
      '该设备未登记此卡的离线二维码',
    ]);

    const unbind = await citizenCall(t, 'POST', API.doCardbinddel, a.user.token, {
      id: a.bindingId,
    });
    expect(unbind.status).toBe(200);
    const unbound = await verify(offlineCode(a.device, a.keyId, a.cardId));
    expect([unbound.status, unbound.body.message]).toEqual([
      404,
      expect.stringContaining('已解绑'),
    ]);
    const list = (await citizenCall(t, 'GET', API.cardDevices, a.user.token))
      .body as CardDeviceList;
    expect(list.devices[0]!.cards).toEqual([]);
  });

  it("stops vouching for a family member's card once the member withdraws consent", async () => {
    const b = await verifiedUser(t);
    const added = await citizenCall(t, 'POST', API.family, b.token, {
      name: '张三',
      type: '01',
      idno: zhangsan.identity!.idNo,
      phone: '13912345678',
      relation: '父母',
    });
    const member = { id: added.body.id as string, idNo: zhangsan.identity!.idNo };
    const card = await t.db
      .selectFrom('hospital_card')
      .select('id')
      .where('card_no', '=', 'EHC330100001')
      .executeTakeFirstOrThrow();
    // Before consent no key may vouch for the member's card.
    const early = await citizenCall(t, 'POST', API.cardDevices, b.token, {
      publicKey: newDevice().publicKey,
      label: '手机',
      cardIds: [card.id],
    });
    expect(early.status).toBe(404);
    await consentMember(t, b, member, zhangsan.phone);
    const bound = await citizenCall(t, 'POST', API.doCardget, b.token, {
      type: '01',
      idno: member.idNo,
      cardno: 'EHC330100001',
    });
    expect(bound.status).toBe(200);
    const { device, keyId } = await registeredDevice(t, b.token, [card.id]);
    const ok = await verify(offlineCode(device, keyId, card.id));
    expect([ok.status, ok.body.holderName]).toEqual([200, '张*']);

    const login = await t.app.inject({
      method: 'POST',
      url: API.chkLogin,
      payload: { username: 'zhangsan', password: DEMO_PASSWORD },
    });
    const zs = login.json<{ token: string }>().token;
    const access = (await citizenCall(t, 'GET', API.recordAccess, zs)).body as RecordAccessList;
    for (const row of access.list.filter((r) => r.status === 'granted')) {
      const withdrawn = await citizenCall(
        t,
        'DELETE',
        API.recordAccessItem.replace(':id', row.id),
        zs,
      );
      expect(withdrawn.status).toBe(200);
    }
    const refused = await verify(offlineCode(device, keyId, card.id, Date.now() - 60_000));
    expect([refused.status, refused.body.message]).toEqual([
      404,
      expect.stringContaining('撤回授权'),
    ]);
  });

  it('forgets seen codes once their time can no longer pass', async () => {
    const a = await withDevice();
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await t.db
      .insertInto('card_verify_seen')
      .values({ code_hash: 'old-code', key_id: a.keyId, signed_at: old, seen_at: old })
      .execute();
    expect((await verify(offlineCode(a.device, a.keyId, a.cardId))).status).toBe(200);
    const left = await t.db
      .selectFrom('card_verify_seen')
      .select('code_hash')
      .where('key_id', '=', a.keyId)
      .execute();
    expect(left.map((r) => r.code_hash)).not.toContain('old-code');
    expect(left).toHaveLength(1);
  });
});
