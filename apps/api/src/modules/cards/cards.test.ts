import type { IngestItemsResult } from '@portal/contract';
import { API, CardBindList, CardQr, UnboundCardList, type CardBindResult } from '@portal/contract';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { createTestUser, lastSmsCode, testIdNumber } from '../../test/accounts.js';
import { testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import { engines } from '../../test/engines.js';
import {
  addMember,
  consentMember,
  feed,
  removeMember,
  verifiedUser,
} from '../../test/records-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readCardQr } from './card-qr.js';
import { CARD_BIND_TRIES_PER_HOUR } from './cards.service.js';

const ZHANGSAN_ID = DEMO_ACCOUNTS.find((a) => a.username === 'zhangsan')!.identity!.idNo;

describe.each(engines)('medical cards on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let zs: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await testHospital(t, 0);
    const res = await t.app.inject({
      method: 'POST',
      url: API.chkLogin,
      payload: { username: 'zhangsan', password: DEMO_PASSWORD },
    });
    zs = res.json<{ token: string }>().token;
  });
  afterAll(() => t.close());

  const get = async (url: string, token: string) => {
    const res = await t.app.inject({ url, query: { user: token } });
    return { status: res.statusCode, body: res.json() };
  };
  const post = async (url: string, token: string, payload: Record<string, string>) => {
    const res = await t.app.inject({ method: 'POST', url, query: { user: token }, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const bound = async (token: string) => {
    const { status, body } = await get(API.getCardbind, token);
    expect(status).toBe(200);
    expect(Value.Check(CardBindList, body)).toBe(true);
    return body as CardBindList;
  };
  const unbound = async (token: string) => {
    const { status, body } = await get(API.getCardbindn, token);
    expect(status).toBe(200);
    expect(Value.Check(UnboundCardList, body)).toBe(true);
    return body as UnboundCardList;
  };
  const qrUrl = (id: string) => API.cardQr.replace(':id', id);

  it('asks for sign-in, then for a verified identity, on every card endpoint', async () => {
    const lisi = await createTestUser(t.db);
    const calls = [
      () => get(API.getCardbind, ''),
      () => get(API.getCardbindn, ''),
      () => post(API.doCardget, '', { type: '01', idno: ZHANGSAN_ID, cardno: 'ZY20230456' }),
      () => post(API.doCardbinddel, '', { id: 'x' }),
      () => get(qrUrl('x'), ''),
    ];
    for (const call of calls) expect((await call()).status).toBe(401);
    expect((await get(API.getCardbind, lisi.token)).body.code).toBe('IDENTITY_REQUIRED');
    const tried = await post(API.doCardget, lisi.token, {
      type: '01',
      idno: ZHANGSAN_ID,
      cardno: 'ZY20230456',
    });
    expect(tried.status).toBe(403);
  });

  it('lists the seeded cards: bound ones in full, waiting ones by their last four digits', async () => {
    const list = await bound(zs);
    expect(list.people.map((p) => [p.patientId === 'self', p.name, p.idNo])).toEqual([
      [true, '张三', `330***********${ZHANGSAN_ID.slice(-4)}`],
      [false, '张建国', expect.stringMatching(/^330\*+\d{3}[\dX]$/)],
    ]);
    expect(list.cards.map((c) => [c.kind, c.cardNo, c.patientName, c.hospitalName])).toEqual(
      expect.arrayContaining([
        ['visit', 'RM20190315', '张三', '青禾县人民医院'],
        ['health', 'EHC330100001', '张三', '青禾县城东社区卫生服务中心'],
      ]),
    );
    const waiting = await unbound(zs);
    expect(waiting.cards.map((c) => [c.patientName, c.hospitalName, c.cardNoHint])).toEqual(
      expect.arrayContaining([
        ['张三', '青禾县中医院', '****0456'],
        ['张建国', '青禾县人民医院', '****0708'],
        ['张建国', '青禾县城东社区卫生服务中心', '****0002'],
      ]),
    );
    expect(JSON.stringify(waiting)).not.toContain('ZY20230456');
  });

  it('binds by ID number and card number, once; wrong numbers and strangers get 404', async () => {
    const wrong = await post(API.doCardget, zs, {
      type: '01',
      idno: ZHANGSAN_ID,
      cardno: 'ZY20230457',
    });
    expect([wrong.status, wrong.body.message]).toEqual([404, expect.stringContaining('核对卡号')]);
    const wrongSex = await post(API.doCardget, zs, {
      type: '01',
      idno: ZHANGSAN_ID,
      cardno: 'ZY20230456',
      sex: '女',
    });
    expect(wrongSex.status).toBe(400);
    const ok = await post(API.doCardget, zs, {
      type: '01',
      idno: ZHANGSAN_ID.toLowerCase(),
      cardno: 'zy20230456',
      sex: '男',
    });
    expect(ok.status).toBe(200);
    expect((ok.body as CardBindResult).cards).toMatchObject([
      { cardNo: 'ZY20230456', patientId: 'self', hospitalName: '青禾县中医院', status: 'active' },
    ]);
    expect((await bound(zs)).cards.some((c) => c.cardNo === 'ZY20230456')).toBe(true);
    expect((await unbound(zs)).cards.some((c) => c.cardNoHint === '****0456')).toBe(false);
    const again = await post(API.doCardget, zs, {
      type: '01',
      idno: ZHANGSAN_ID,
      cardno: 'ZY20230456',
    });
    expect(again.status).toBe(409);

    // Another verified account knowing 张三's numbers still cannot bind his card.
    const other = await verifiedUser(t);
    const stranger = await post(API.doCardget, other.token, {
      type: '01',
      idno: ZHANGSAN_ID,
      cardno: 'ZY20230456',
    });
    expect(stranger.status).toBe(404);
  });

  it('binds by the phone the hospital has on file and an SMS code sent only to that phone', async () => {
    const base = { type: '01', idno: '', name: '张建国', phone: '13800000011' };
    const { people } = await bound(zs);
    const father = people.find((p) => p.name === '张建国')!;
    const row = await t.db
      .selectFrom('family_member')
      .select('id_no')
      .where('id', '=', father.patientId)
      .executeTakeFirstOrThrow();
    base.idno = row.id_no;
    const wrongPhone = await post(API.cardSmsCode, zs, { ...base, phone: '13900000099' });
    expect(wrongPhone.status).toBe(404);
    expect(lastSmsCode(t.app, '13900000099', 'card')).toBeUndefined();
    const wrongName = await post(API.cardSmsCode, zs, { ...base, name: '张建军' });
    expect(wrongName.status).toBe(400);
    const sent = await post(API.cardSmsCode, zs, base);
    expect(sent).toMatchObject({ status: 200, body: { phone: '138****0011' } });
    const code = lastSmsCode(t.app, base.phone, 'card')!;
    expect(code).toMatch(/^\d{6}$/);
    const badCode = await post(API.doCardphoneget, zs, {
      ...base,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(badCode.status).toBe(400);
    const ok = await post(API.doCardphoneget, zs, { ...base, code });
    expect(ok.status).toBe(200);
    expect((ok.body as CardBindResult).cards.map((c) => c.cardNo).sort()).toEqual([
      'EHC330100002',
      'RM20170708',
    ]);
    // The code is spent.
    expect((await post(API.doCardphoneget, zs, { ...base, code })).status).toBe(400);
  });

  it('shows a signed, expiring QR code for a bound health card that a hospital scanner reads', async () => {
    const cards = (await bound(zs)).cards;
    const health = cards.find((c) => c.cardNo === 'EHC330100001')!;
    const visit = cards.find((c) => c.cardNo === 'RM20190315')!;
    const res = await get(qrUrl(health.id), zs);
    expect(res.status).toBe(200);
    expect(Value.Check(CardQr, res.body)).toBe(true);
    const qr = res.body as CardQr;
    expect(qr.modules).toMatch(/^[01]+$/);
    expect(qr.modules.length).toBe(qr.size * qr.size);
    expect(Date.parse(qr.expiresAt) - Date.now()).toBeGreaterThan(60_000);
    expect((await get(qrUrl(visit.id), zs)).status).toBe(404);

    const scan = (payload: string, key = h.key) => feed(t, key, API.ingestCardScan, { payload });
    const read = await scan(qr.payload);
    expect(read.json()).toMatchObject({ cardNo: 'EHC330100001', kind: 'health' });
    expect((await scan(qr.payload, 'hk_wrong')).statusCode).toBe(401);
    const tampered = qr.payload.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await scan(tampered)).json().message).toBe('二维码签名不正确');
    const later = new Date(Date.now() + 10 * 60_000);
    await expect(readCardQr(t.db, qr.payload, later)).rejects.toThrow('二维码已过期');
  });

  it('answers 404 to another account for every card it did not bind', async () => {
    const other = await verifiedUser(t);
    const mine = (await bound(zs)).cards[0]!;
    expect((await post(API.doCardbinddel, other.token, { id: mine.id })).status).toBe(404);
    expect((await get(qrUrl(mine.id), other.token)).status).toBe(404);
    expect((await bound(other.token)).cards).toEqual([]);
    expect((await unbound(other.token)).cards).toEqual([]);
    expect((await bound(zs)).cards.some((c) => c.id === mine.id)).toBe(true);
  });

  it("hides a removed family member's cards and refuses them with 404", async () => {
    const user = await verifiedUser(t);
    const member = await addMember(t, user);
    await consentMember(t, user, member);
    const sent = await feed(t, h.key, API.ingestCards, {
      cards: [
        { idType: '01', idNo: member.idNo, cardNo: 'FM-0001', kind: 'health' },
        { idType: '01', idNo: user.idNo, cardNo: 'FM-0002', kind: 'visit' },
      ],
    });
    expect(sent.json()).toEqual({ created: 2, updated: 0, rejected: [] });
    const ok = await post(API.doCardget, user.token, {
      type: '01',
      idno: member.idNo,
      cardno: 'FM-0001',
    });
    expect(ok.status).toBe(200);
    const binding = (ok.body as CardBindResult).cards[0]!;
    expect(binding).toMatchObject({ patientId: member.id, relation: '父母' });
    expect((await get(qrUrl(binding.id), user.token)).status).toBe(200);

    await removeMember(t, user, member.id);
    expect((await bound(user.token)).cards).toEqual([]);
    expect((await unbound(user.token)).cards.map((c) => c.patientId)).toEqual(['self']);
    expect((await get(qrUrl(binding.id), user.token)).status).toBe(404);
    expect((await post(API.doCardbinddel, user.token, { id: binding.id })).status).toBe(404);
    const rebind = await post(API.doCardget, user.token, {
      type: '01',
      idno: member.idNo,
      cardno: 'FM-0001',
    });
    expect(rebind.status).toBe(404);
  });

  it('unbinds its own card', async () => {
    const user = await verifiedUser(t);
    await feed(t, h.key, API.ingestCards, {
      cards: [{ idType: '01', idNo: user.idNo, cardNo: 'UB-1', kind: 'visit' }],
    });
    const ok = await post(API.doCardget, user.token, {
      type: '01',
      idno: user.idNo,
      cardno: 'UB-1',
    });
    const id = (ok.body as CardBindResult).cards[0]!.id;
    expect(await post(API.doCardbinddel, user.token, { id })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await bound(user.token)).cards).toEqual([]);
    expect((await unbound(user.token)).cards.map((c) => c.cardNoHint)).toEqual(['****UB-1']);
    expect((await post(API.doCardbinddel, user.token, { id })).status).toBe(404);
  });

  it('takes good cards from a feed and reports each bad one by index, writing nothing of it', async () => {
    const user = await verifiedUser(t);
    const badId = user.idNo.slice(0, 17) + (user.idNo[17] === '0' ? '1' : '0');
    const res = await feed(t, h.key, API.ingestCards, {
      cards: [
        { idType: '01', idNo: user.idNo, cardNo: 'IN-1', kind: 'visit', phone: '13912345678' },
        { idType: '01', idNo: badId, cardNo: 'IN-2', kind: 'visit' },
        { idType: '01', idNo: user.idNo, cardNo: 'IN-3', kind: 'visit', issuedOn: '2099-01-01' },
        { idType: '01', idNo: user.idNo, cardNo: 'IN-1', kind: 'visit' },
        { idType: '01', idNo: user.idNo, cardNo: 'IN-4', kind: 'visit', issuedOn: '2023-02-30' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const result = res.json<IngestItemsResult>();
    expect(result.created).toBe(1);
    expect(result.rejected).toEqual([
      { index: 1, reason: '卡 IN-2：身份证号码校验位不正确，请核对后重新输入' },
      { index: 2, reason: '卡 IN-3：发卡日期 2099-01-01 晚于今天' },
      { index: 3, reason: '卡 IN-1：与本批中前面的卡重复' },
      { index: 4, reason: '卡 IN-4：发卡日期 2023-02-30 不存在' },
    ]);
    const stored = await t.db
      .selectFrom('hospital_card')
      .selectAll()
      .where('card_no', 'like', 'IN-%')
      .execute();
    expect(stored.map((c) => c.card_no)).toEqual(['IN-1']);
    // Neither the ID number nor the phone is kept, only their hashes.
    expect(JSON.stringify(stored)).not.toContain(user.idNo);
    expect(JSON.stringify(stored)).not.toContain('13912345678');

    const shape = await feed(t, h.key, API.ingestCards, {
      cards: [{ idType: '01', idNo: user.idNo, cardNo: 'bad card!', kind: 'visit' }],
    });
    expect(shape.statusCode).toBe(400);
    expect((await feed(t, 'hk_nope', API.ingestCards, { cards: [] })).statusCode).toBe(401);
  });

  it('unbinds a number the hospital reissued to someone else and hides cancelled cards', async () => {
    const a = await verifiedUser(t);
    const card = { idType: '01', cardNo: 'RE-1', kind: 'visit' };
    await feed(t, h.key, API.ingestCards, { cards: [{ ...card, idNo: a.idNo }] });
    await post(API.doCardget, a.token, { type: '01', idno: a.idNo, cardno: 'RE-1' });
    expect((await bound(a.token)).cards).toHaveLength(1);
    const cancelled = await feed(t, h.key, API.ingestCards, {
      cards: [{ ...card, idNo: a.idNo, status: 'cancelled' }],
    });
    expect(cancelled.json()).toEqual({ created: 0, updated: 1, rejected: [] });
    expect((await bound(a.token)).cards[0]!.status).toBe('cancelled');
    const reissued = await feed(t, h.key, API.ingestCards, {
      cards: [{ ...card, idNo: testIdNumber('19900101') }],
    });
    expect(reissued.json()).toMatchObject({ updated: 1 });
    expect((await bound(a.token)).cards).toEqual([]);
    expect((await unbound(a.token)).cards).toEqual([]);
  });

  it('binds a card once when two requests race, and two feeds racing write one card', async () => {
    const user = await verifiedUser(t);
    const card = { idType: '01', idNo: user.idNo, cardNo: 'RACE-1', kind: 'visit' };
    const feeds = await Promise.all([
      feed(t, h.key, API.ingestCards, { cards: [card] }),
      feed(t, h.key, API.ingestCards, { cards: [card] }),
    ]);
    expect(feeds.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.db
      .selectFrom('hospital_card')
      .select('id')
      .where('card_no', '=', 'RACE-1')
      .execute();
    expect(rows).toHaveLength(1);
    const body = { type: '01', idno: user.idNo, cardno: 'RACE-1' };
    const binds = await Promise.all([
      post(API.doCardget, user.token, body),
      post(API.doCardget, user.token, body),
    ]);
    expect(binds.map((b) => b.status).sort()).toEqual([200, 409]);
    expect((await bound(user.token)).cards).toHaveLength(1);
  });

  it('limits bind attempts per account', async () => {
    const user = await verifiedUser(t);
    const attempt = () =>
      post(API.doCardget, user.token, { type: '01', idno: user.idNo, cardno: 'NOPE' });
    for (let i = 0; i < CARD_BIND_TRIES_PER_HOUR; i++) expect((await attempt()).status).toBe(404);
    const refused = await attempt();
    expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
  });
});
