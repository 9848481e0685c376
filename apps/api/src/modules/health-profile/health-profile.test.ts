import {
  API,
  JkdaResult,
  type HealthProfileRecord,
  type IngestItemsResult,
} from '@portal/contract';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../lib/china-day.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { createTestUser } from '../../test/accounts.js';
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
import { addDays } from '../hospitals/schedule-time.js';

const today = chinaToday();

function record(overrides: Partial<HealthProfileRecord> = {}): HealthProfileRecord {
  return {
    recordNo: 'T-0001',
    createdOn: addDays(today, -900),
    basics: { bloodType: 'B', heightCm: 160, weightKg: 58 },
    allergies: [],
    conditions: [
      {
        name: '高血压',
        diagnosedOn: addDays(today, -800),
        followUps: [
          { date: addDays(today, -200), systolic: 150, diastolic: 95, assessment: '控制不满意' },
          { date: addDays(today, -20), systolic: 132, diastolic: 82, assessment: '控制满意' },
        ],
      },
    ],
    vaccinations: [{ vaccine: '流感疫苗', date: addDays(today, -100) }],
    checkups: [],
    ...overrides,
  };
}

describe.each(engines)('health profile on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await testHospital(t, 7);
  });
  afterAll(() => t.close());

  const jkda = async (token: string, userId?: string) => {
    const res = await t.app.inject({
      url: API.getJkda,
      query: { user: token, ...(userId ? { user_id: userId } : {}) },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const profileOf = async (token: string, userId?: string) => {
    const { status, body } = await jkda(token, userId);
    expect(status).toBe(200);
    expect(Value.Check(JkdaResult, body)).toBe(true);
    return body as JkdaResult;
  };
  const send = (profiles: unknown[]) => feed(t, h.key, API.ingestHealthProfiles, { profiles });

  it('reads the seeded records of 张三 and his father, follow-ups newest first', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: API.chkLogin,
      payload: { username: 'zhangsan', password: DEMO_PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    const own = await profileOf(token);
    expect(own.patient).toMatchObject({ patientId: 'self', name: '张三', relation: '本人' });
    expect(own.people.map((p) => p.name)).toEqual(['张三', '张建国']);
    expect(own.profile).toMatchObject({
      orgName: '青禾县城东社区卫生服务中心',
      allergies: [{ substance: '青霉素' }],
      conditions: [],
    });
    const family = await t.app.inject({ url: API.family, query: { user: token } });
    const fatherId = family.json<{ list: { id: string }[] }>().list[0]!.id;
    const father = (await profileOf(token, fatherId)).profile!;
    expect(father.conditions.map((c) => c.name)).toEqual(['高血压', '2 型糖尿病']);
    const dates = father.conditions[0]!.followUps.map((f) => f.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.length).toBeGreaterThanOrEqual(4);
    expect(father.checkups.length).toBeGreaterThanOrEqual(2);
    expect(father.familyDoctor).toMatchObject({ team: '城东社区家庭医生第 3 团队' });
    expect(JSON.stringify(father)).not.toMatch(/\d{17}[\dX]/);
  });

  it('asks for sign-in and a verified identity; anyone else is 404', async () => {
    expect((await jkda('')).status).toBe(401);
    const unverified = await createTestUser(t.db);
    expect((await jkda(unverified.token)).body.code).toBe('IDENTITY_REQUIRED');
    const user = await verifiedUser(t);
    const other = await verifiedUser(t);
    const member = await addMember(t, other);
    expect((await jkda(user.token, member.id)).status).toBe(404);
    expect((await jkda(user.token, 'not-an-id')).status).toBe(404);
    // Verified, but the public-health system has sent no record yet.
    expect((await profileOf(user.token)).profile).toBeNull();
  });

  it("takes a family member's record, and answers 404 once the member is removed", async () => {
    const user = await verifiedUser(t);
    const member = await addMember(t, user);
    await consentMember(t, user, member);
    const res = await send([{ idType: '01', idNo: member.idNo, record: record() }]);
    expect(res.json()).toEqual({ created: 1, updated: 0, rejected: [] });
    const read = await profileOf(user.token, member.id);
    expect(read.patient).toMatchObject({ name: member.name, relation: '父母' });
    expect(read.profile!.conditions[0]!.followUps.map((f) => f.systolic)).toEqual([132, 150]);
    await removeMember(t, user, member.id);
    expect((await jkda(user.token, member.id)).status).toBe(404);
  });

  it('replaces a record whole and reports each bad one by index, writing nothing of it', async () => {
    const user = await verifiedUser(t);
    const first = await send([{ idType: '01', idNo: user.idNo, record: record() }]);
    expect(first.json()).toMatchObject({ created: 1 });
    const replaced = await send([
      { idType: '01', idNo: user.idNo, record: record({ recordNo: 'T-0002', conditions: [] }) },
    ]);
    expect(replaced.json()).toEqual({ created: 0, updated: 1, rejected: [] });
    expect((await profileOf(user.token)).profile).toMatchObject({
      recordNo: 'T-0002',
      conditions: [],
    });

    const other = await verifiedUser(t);
    const badId = other.idNo.slice(0, 17) + (other.idNo[17] === '0' ? '1' : '0');
    const future = record({
      conditions: [
        {
          name: '糖尿病',
          diagnosedOn: addDays(today, -10),
          followUps: [{ date: addDays(today, 3), fastingGlucose: 7.2 }],
        },
      ],
    });
    const pressure = record({
      checkups: [
        {
          date: addDays(today, -5),
          org: '卫生院',
          systolic: 80,
          diastolic: 90,
          findings: [],
          conclusion: '正常',
        },
      ],
    });
    const res = await send([
      { idType: '01', idNo: badId, record: record() },
      { idType: '01', idNo: other.idNo, record: future },
      { idType: '01', idNo: other.idNo, record: pressure },
      { idType: '01', idNo: other.idNo, record: record({ createdOn: '2024-02-30' }) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<IngestItemsResult>()).toEqual({
      created: 0,
      updated: 0,
      rejected: [
        { index: 0, reason: '档案 T-0001：身份证号码校验位不正确，请核对后重新输入' },
        { index: 1, reason: `档案 T-0001：糖尿病 随访日期 ${addDays(today, 3)} 晚于今天` },
        { index: 2, reason: `档案 T-0001：体检（${addDays(today, -5)}）的舒张压应低于收缩压` },
        { index: 3, reason: '档案 T-0001：建档日期 2024-02-30 不存在' },
      ],
    });
    expect((await profileOf(other.token)).profile).toBeNull();

    const shape = await send([{ idType: '01', idNo: other.idNo, record: { recordNo: 'x' } }]);
    expect(shape.statusCode).toBe(400);
    const unkeyed = await feed(t, 'hk_nope', API.ingestHealthProfiles, { profiles: [] });
    expect(unkeyed.statusCode).toBe(401);
  });
});
