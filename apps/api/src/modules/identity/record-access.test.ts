import {
  API,
  type FamilyList,
  type FamilyMember,
  type ImagingReport,
  type RecordAccessList,
  type ReportSummary,
} from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { createTestUser, lastSmsCode, testIdNumber, type TestUser } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { consentMember } from '../../test/records-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { personKeyOf } from './people.service.js';
import { rememberPhone } from './record-access.repository.js';

const zhangsan = DEMO_ACCOUNTS.find((a) => a.username === 'zhangsan')!;
const ZS_ID = zhangsan.identity!.idNo;
/** The phone the demo hospitals have on file for 张三 (his cards). */
const ZS_PHONE_ON_FILE = zhangsan.phone;

describe.each(engines)('consent to read a family member’s records on %s', (engine) => {
  let t: TestApp;
  let zs: string;
  let zsReports: ReportSummary[];

  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string,
    body?: Record<string, unknown>,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      query: { user: token },
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const get = (url: string, token: string, query: Record<string, string> = {}) =>
    t.app.inject({ url, query: { ...query, user: token } });

  /** B adds 张三 as a family member with what anyone may know: name, ID number, a phone. */
  const addZhangsan = async (b: TestUser, typedPhone = '13912345678') => {
    const res = await call('POST', API.family, b.token, {
      name: '张三',
      type: '01',
      idno: ZS_ID,
      phone: typedPhone,
      relation: '父母',
    });
    expect(res.status).toBe(200);
    return res.body as unknown as FamilyMember;
  };

  /** Every records call for one person, with the status each answered. */
  const recordCalls = async (token: string, memberId: string) => {
    const lab = zsReports.find((r) => r.type === 'lab')!;
    const micro = zsReports.find((r) => r.type === 'micro')!;
    const imaging = zsReports.find((r) => r.title === '腹部超声（肝、胆、胰、脾）')!;
    const glucose = zsReports.find((r) => r.title === '空腹血糖')!;
    const pacs = (await get(API.pacsReport, zs, { selid: imaging.id })).json<ImagingReport>();
    const calls: [string, () => Promise<number>][] = [
      ['reports', async () => (await get(API.reports, token, { patientId: memberId })).statusCode],
      [
        'jyhospital',
        async () => (await get(API.reportHospitals, token, { patientId: memberId })).statusCode,
      ],
      ['repjy', async () => (await get(API.labReport, token, { id: lab.id })).statusCode],
      ['repwsw', async () => (await get(API.microReport, token, { id: micro.id })).statusCode],
      ['pacs', async () => (await get(API.pacsReport, token, { selid: imaging.id })).statusCode],
      ['image', async () => (await get(pacs.images[0]!.url, token)).statusCode],
      [
        'trend',
        async () => (await get(API.reportTrend, token, { id: glucose.id, code: 'GLU' })).statusCode,
      ],
      [
        'shares',
        async () => (await get(API.reportShares.replace(':id', imaging.id), token)).statusCode,
      ],
      ['jkda', async () => (await get(API.getJkda, token, { user_id: memberId })).statusCode],
      [
        'cardget',
        async () =>
          (
            await call('POST', API.doCardget, token, {
              type: '01',
              idno: ZS_ID,
              cardno: 'ZY20230456',
            })
          ).status,
      ],
      [
        'card-sms',
        async () =>
          (
            await call('POST', API.cardSmsCode, token, {
              type: '01',
              idno: ZS_ID,
              name: '张三',
              phone: ZS_PHONE_ON_FILE,
            })
          ).status,
      ],
    ];
    const out: Record<string, number> = {};
    for (const [name, run] of calls) out[name] = await run();
    return out;
  };

  /** B's view of 张三's cards: the cards listed for the member and those waiting to bind. */
  const cardsSeen = async (token: string, memberId: string) => {
    const bound = (await get(API.getCardbind, token)).json<{
      people: { patientId: string; recordAccess: string }[];
      cards: { patientId: string }[];
    }>();
    const unbound = (await get(API.getCardbindn, token)).json<{ cards: { patientId: string }[] }>();
    return {
      access: bound.people.find((p) => p.patientId === memberId)?.recordAccess,
      cards: [...bound.cards, ...unbound.cards].filter((c) => c.patientId === memberId).length,
    };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const login = await t.app.inject({
      method: 'POST',
      url: API.chkLogin,
      payload: { username: 'zhangsan', password: DEMO_PASSWORD },
    });
    zs = login.json<{ token: string }>().token;
    zsReports = (await get(API.reports, zs)).json<ReportSummary[]>();
    expect(zsReports.length).toBeGreaterThan(3);
  });
  afterAll(() => t.close());
  // Each case asks for codes to 张三's phone: a minute has passed between them, as it were.
  beforeEach(async () => {
    await t.db.deleteFrom('sms_code').where('phone', '=', ZS_PHONE_ON_FILE).execute();
  });

  it('answers 404 to every records call until consent, 200 with it, 404 after withdrawal', async () => {
    const b = await createTestUser(t.db, { verified: true });
    const member = await addZhangsan(b);
    expect(member.recordAccess).toBe('none');

    const before = await recordCalls(b.token, member.id);
    expect(Object.values(before).every((s) => s === 404)).toBe(true);
    expect(await cardsSeen(b.token, member.id)).toEqual({ access: 'none', cards: 0 });
    const jkda = await get(API.getJkda, b.token, { user_id: member.id });
    expect(jkda.json<{ message: string }>().message).toMatch(/需要其本人同意/);

    // Booking for him still works: the member is listed as a patient of B's.
    const family = (await get(API.family, b.token)).json<FamilyList>();
    expect(family.list.map((m) => [m.name, m.recordAccess])).toEqual([['张三', 'none']]);

    const sent = await call('POST', API.familyConsentCode.replace(':id', member.id), b.token);
    expect(sent).toMatchObject({ status: 200, body: { phone: '138****0001' } });
    // The code went to the phone the hospitals have on file, never to the one B typed.
    expect(lastSmsCode(t.app, '13912345678', 'consent')).toBeUndefined();
    const code = lastSmsCode(t.app, ZS_PHONE_ON_FILE, 'consent')!;
    expect(code).toMatch(/^\d{6}$/);
    const granted = await call('POST', API.familyConsent.replace(':id', member.id), b.token, {
      code,
    });
    expect(granted).toEqual({ status: 200, body: { recordAccess: 'granted' } });

    await t.db.deleteFrom('sms_code').where('phone', '=', ZS_PHONE_ON_FILE).execute();
    const after = await recordCalls(b.token, member.id);
    expect(after).toEqual({
      reports: 200,
      jyhospital: 200,
      repjy: 200,
      repwsw: 200,
      pacs: 200,
      image: 200,
      trend: 200,
      shares: 200,
      jkda: 200,
      cardget: 200,
      'card-sms': 200,
    });
    expect((await cardsSeen(b.token, member.id)).access).toBe('granted');

    // 张三 sees who may read his records and withdraws it; B's next call is 404.
    const list = (await call('GET', API.recordAccess, zs)).body as unknown as RecordAccessList;
    const row = list.list.find((r) => r.status === 'granted' && r.method === 'code')!;
    expect(row.requester).toMatch(/^测\*+户$/);
    expect(row.relation).toBe('父母');
    expect(row.requesterPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const withdrawn = await call('DELETE', API.recordAccessItem.replace(':id', row.id), zs);
    expect(withdrawn.status).toBe(200);
    const again = await recordCalls(b.token, member.id);
    expect(Object.values(again).every((s) => s === 404)).toBe(true);
    expect(await cardsSeen(b.token, member.id)).toEqual({ access: 'none', cards: 0 });
    // Nobody else can withdraw or approve a row about 张三.
    expect(
      (await call('DELETE', API.recordAccessItem.replace(':id', row.id), b.token)).status,
    ).toBe(404);
  });

  it('ends a share link made under a consent once it is withdrawn', async () => {
    const b = await createTestUser(t.db, { verified: true });
    const member = await addZhangsan(b);
    await consentMember(t, b, { id: member.id, idNo: ZS_ID }, ZS_PHONE_ON_FILE);
    const imaging = zsReports.find((r) => r.type === 'imaging')!;
    const share = await call('POST', API.reportShares.replace(':id', imaging.id), b.token);
    expect(share.status).toBe(200);
    const code = share.body.code as string;
    const open = () =>
      t.app.inject({ url: API.pacsReport, query: { selid: imaging.id, user: code } });
    expect((await open()).statusCode).toBe(200);
    const list = (await call('GET', API.recordAccess, zs)).body as unknown as RecordAccessList;
    const mine = list.list.filter((r) => r.status === 'granted');
    for (const r of mine) await call('DELETE', API.recordAccessItem.replace(':id', r.id), zs);
    expect((await open()).statusCode).toBe(404);
  });

  it('lets the person approve or decline in their own account', async () => {
    const b = await createTestUser(t.db, { verified: true });
    const member = await addZhangsan(b);
    const asked = await call('POST', API.familyConsentRequest.replace(':id', member.id), b.token);
    expect(asked).toEqual({ status: 200, body: { recordAccess: 'pending' } });
    expect((await get(API.reports, b.token, { patientId: member.id })).statusCode).toBe(404);

    const pending = (
      (await call('GET', API.recordAccess, zs)).body as unknown as RecordAccessList
    ).list.filter((r) => r.status === 'pending');
    expect(pending).toHaveLength(1);
    // B cannot approve its own request: the row is about 张三's records.
    const self = await call(
      'POST',
      API.recordAccessApprove.replace(':id', pending[0]!.id),
      b.token,
    );
    expect(self.status).toBe(404);
    const approved = await call('POST', API.recordAccessApprove.replace(':id', pending[0]!.id), zs);
    expect(approved.status).toBe(200);
    expect((await get(API.reports, b.token, { patientId: member.id })).statusCode).toBe(200);
    const family = (await get(API.family, b.token)).json<FamilyList>();
    expect(family.list[0]!.recordAccess).toBe('granted');
    for (const r of (approved.body as unknown as RecordAccessList).list) {
      await call('DELETE', API.recordAccessItem.replace(':id', r.id), zs);
    }

    const c = await createTestUser(t.db, { verified: true });
    const other = await addZhangsan(c);
    await call('POST', API.familyConsentRequest.replace(':id', other.id), c.token);
    const row = ((await call('GET', API.recordAccess, zs)).body as unknown as RecordAccessList)
      .list[0]!;
    expect((await call('POST', API.recordAccessDecline.replace(':id', row.id), zs)).status).toBe(
      200,
    );
    expect((await get(API.reports, c.token, { patientId: other.id })).statusCode).toBe(404);
    expect((await get(API.family, c.token)).json<FamilyList>().list[0]!.recordAccess).toBe('none');
  });

  it('never lets a code sent for one person grant another with the same phone on file', async () => {
    const b = await createTestUser(t.db, { verified: true });
    const shared = '13655550001';
    const hospital = await t.db.selectFrom('hospital').select('id').executeTakeFirstOrThrow();
    const members: FamilyMember[] = [];
    for (const name of ['王大伯', '王二伯']) {
      const idNo = testIdNumber('19550101');
      const res = await call('POST', API.family, b.token, {
        name,
        type: '01',
        idno: idNo,
        phone: '13912340000',
        relation: '其他',
      });
      members.push(res.body as unknown as FamilyMember);
      await rememberPhone(t.db, {
        person_key: personKeyOf('01', idNo),
        source: 'report',
        hospital_id: hospital.id,
        phone: shared,
        updated_at: new Date().toISOString(),
      });
    }
    const [x, y] = members as [FamilyMember, FamilyMember];
    expect((await call('POST', API.familyConsentCode.replace(':id', x.id), b.token)).status).toBe(
      200,
    );
    const code = lastSmsCode(t.app, shared, 'consent')!;
    const wrong = await call('POST', API.familyConsent.replace(':id', y.id), b.token, { code });
    expect(wrong.status).toBe(400);
    const right = await call('POST', API.familyConsent.replace(':id', x.id), b.token, { code });
    expect(right.status).toBe(200);
    const family = (await get(API.family, b.token)).json<FamilyList>();
    expect(family.list.map((m) => m.recordAccess)).toEqual(['granted', 'none']);
  });

  it('follows the SMS budgets, locks a code after wrong tries, and says when no phone is on file', async () => {
    const b = await createTestUser(t.db, { verified: true });
    const member = await addZhangsan(b);
    const url = API.familyConsentCode.replace(':id', member.id);
    expect((await call('POST', url, b.token)).status).toBe(200);
    expect((await call('POST', url, b.token)).status).toBe(429);
    const code = lastSmsCode(t.app, ZS_PHONE_ON_FILE, 'consent')!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const consent = API.familyConsent.replace(':id', member.id);
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', consent, b.token, { code: wrongCode })).status).toBe(400);
    }
    // Five wrong tries spend the code: even the right one is refused now.
    expect((await call('POST', consent, b.token, { code })).status).toBe(400);
    expect((await get(API.family, b.token)).json<FamilyList>().list[0]!.recordAccess).toBe(
      'pending',
    );

    const unknown = await call('POST', API.family, b.token, {
      name: '赵小宝',
      type: '01',
      idno: testIdNumber('20180601'),
      phone: '13912340001',
      relation: '子女',
    });
    const child = unknown.body as unknown as FamilyMember;
    const noPhone = await call('POST', API.familyConsentCode.replace(':id', child.id), b.token);
    expect(noPhone.status).toBe(403);
    expect(noPhone.body).toMatchObject({ code: 'NO_PHONE_ON_FILE' });
    expect(noPhone.body.message).toMatch(/医院窗口/);
    // Under 14 there is no approval in an own account: only the code to the child's phone.
    const request = await call('POST', API.familyConsentRequest.replace(':id', child.id), b.token);
    expect(request.status).toBe(409);
  });

  it('asks again after a member is removed and added back; others answer 404', async () => {
    const b = await createTestUser(t.db, { verified: true });
    const first = await addZhangsan(b);
    await consentMember(t, b, { id: first.id, idNo: ZS_ID }, ZS_PHONE_ON_FILE);
    await call('DELETE', API.familyMember.replace(':id', first.id), b.token);
    const back = await addZhangsan(b);
    expect(back.recordAccess).toBe('none');
    expect((await get(API.reports, b.token, { patientId: back.id })).statusCode).toBe(404);
    // 张三's own records are untouched by any of it.
    expect((await get(API.reports, zs)).json<ReportSummary[]>().length).toBe(zsReports.length);

    const stranger = await createTestUser(t.db, { verified: true });
    for (const url of [API.familyConsentCode, API.familyConsentRequest]) {
      expect((await call('POST', url.replace(':id', back.id), stranger.token)).status).toBe(404);
    }
    const consent = await call('POST', API.familyConsent.replace(':id', back.id), stranger.token, {
      code: '123456',
    });
    expect(consent.status).toBe(404);
    expect((await call('GET', API.recordAccess, stranger.token)).body).toEqual({ list: [] });
  });
});
