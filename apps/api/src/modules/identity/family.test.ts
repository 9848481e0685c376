import { API, type FamilyList, type FamilyMember } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/database.js';
import { createTestUser, testIdNumber, type TestUser } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ACCOUNT_RULES_KEY, forgetAccountRules } from '../auth/account-rules.js';

const NAMES = ['王芳', '李强', '赵敏', '刘洋', '陈静', '杨帆', '黄磊', '周婷'];

describe.each(engines)('family members on %s', (engine) => {
  let t: TestApp;
  const secrets = new Set<string>();
  const payloads: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    user: TestUser,
    payload?: Record<string, string>,
  ) => {
    const res = await t.app.inject({ method, url, query: { user: user.token }, payload });
    payloads.push(res.payload);
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  const memberPath = (id: string) => API.familyMember.replace(':id', id);

  const add = (user: TestUser, fields: Record<string, string> = {}) => {
    const person = {
      name: NAMES[secrets.size % NAMES.length]!,
      type: '01',
      idno: testIdNumber('20100606', false),
      phone: `137${String(10_000_000 + secrets.size).slice(-8)}`,
      relation: '子女',
      ...fields,
    };
    secrets.add(person.idno);
    secrets.add(person.phone);
    return call('POST', API.family, user, person);
  };

  const list = async (user: TestUser) =>
    (await call('GET', API.family, user)).body as unknown as FamilyList;

  it('adds a verified member, answering it masked with the derived facts', async () => {
    const user = await createTestUser(t.db);
    const idno = testIdNumber('20100606', false);
    const { status, body } = await add(user, { idno, cardno: 'C100' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      relation: '子女',
      type: '01',
      idNo: `${idno.slice(0, 3)}***********${idno.slice(-4)}`,
      cardNo: 'C100',
      sex: '女',
      birthday: '2010-06-06',
      age: expect.any(Number),
    });
    expect((await list(user)).list).toEqual([body]);
  });

  it('checks a member like an identity verification', async () => {
    const user = await createTestUser(t.db);
    const wrongSex = await add(user, { idno: testIdNumber('19500101', true), sex: '女' });
    expect(wrongSex.status).toBe(400);
    expect(wrongSex.body.message).toBe('性别与身份证号码不一致');
    const latinName = await add(user, { name: 'Wang Fang' });
    expect(latinName.status).toBe(400);
    const badRelation = await add(user, { relation: '朋友' });
    expect(badRelation.status).toBe(400);
    expect((await list(user)).list).toHaveLength(0);
  });

  it('allows five members, then refuses the sixth with a Chinese message', async () => {
    const user = await createTestUser(t.db);
    for (let i = 0; i < 5; i++) expect((await add(user)).status).toBe(200);
    const sixth = await add(user);
    expect(sixth.status).toBe(409);
    expect(sixth.body).toEqual({ code: 'CONFLICT', message: '最多只能添加 5 位就诊人' });
    const { list: members, max } = await list(user);
    expect(members).toHaveLength(5);
    expect(max).toBe(5);
  });

  it('keeps the limit when additions race', async () => {
    const user = await createTestUser(t.db);
    const results = await Promise.all(Array.from({ length: 8 }, () => add(user)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect((await list(user)).list).toHaveLength(5);
  });

  it('follows an operator change of the limit', async () => {
    const user = await createTestUser(t.db);
    await t.db
      .insertInto('site_setting')
      .values({ key: ACCOUNT_RULES_KEY, value: '{"familyMax":1}', updated_at: nowIso() })
      .execute();
    forgetAccountRules(t.db);
    try {
      expect((await add(user)).status).toBe(200);
      const second = await add(user);
      expect(second.status).toBe(409);
      expect(second.body.message).toBe('最多只能添加 1 位就诊人');
      expect((await list(user)).max).toBe(1);
    } finally {
      await t.db.deleteFrom('site_setting').where('key', '=', ACCOUNT_RULES_KEY).execute();
      forgetAccountRules(t.db);
    }
  });

  it('refuses the same document twice and the user themself', async () => {
    const user = await createTestUser(t.db);
    const idno = testIdNumber();
    expect((await add(user, { idno })).status).toBe(200);
    const twice = await add(user, { idno: idno.toLowerCase() });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('该就诊人已添加');

    const verified = await createTestUser(t.db, { verified: true });
    const own = await t.db
      .selectFrom('user_identity')
      .select('id_no')
      .where('user_id', '=', verified.userId)
      .executeTakeFirstOrThrow();
    secrets.add(own.id_no);
    const self = await add(verified, { idno: own.id_no, name: '测试用户' });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('不能添加本人为就诊人');
  });

  it('lets two accounts add the same person', async () => {
    const idno = testIdNumber();
    expect((await add(await createTestUser(t.db), { idno })).status).toBe(200);
    expect((await add(await createTestUser(t.db), { idno })).status).toBe(200);
  });

  it('edits and deletes the own members, and lists only the own', async () => {
    const owner = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const added = (await add(owner)).body as unknown as FamilyMember;
    await add(other);

    secrets.add('13600001111');
    const edited = await call('POST', memberPath(added.id), owner, {
      relation: '父母',
      phone: '13600001111',
      cardno: 'Z-7',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: added.id,
      relation: '父母',
      phone: '136****1111',
      cardNo: 'Z-7',
      idNo: added.idNo,
    });
    const badCard = await call('POST', memberPath(added.id), owner, { cardno: '<x>' });
    expect(badCard.status).toBe(400);

    const ownList = await list(owner);
    expect(ownList.list.map((m) => m.id)).toEqual([added.id]);

    expect((await call('DELETE', memberPath(added.id), owner)).body).toEqual({ ok: true });
    expect((await list(owner)).list).toEqual([]);
    expect((await call('DELETE', memberPath(added.id), owner)).status).toBe(404);
  });

  it("answers 404 for another account's member, and leaves it alone", async () => {
    const owner = await createTestUser(t.db);
    const intruder = await createTestUser(t.db);
    const added = (await add(owner)).body as unknown as FamilyMember;

    const edit = await call('POST', memberPath(added.id), intruder, { relation: '配偶' });
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual({ code: 'NOT_FOUND', message: '就诊人不存在' });
    expect((await call('DELETE', memberPath(added.id), intruder)).status).toBe(404);
    expect((await list(intruder)).list).toEqual([]);

    const [kept] = (await list(owner)).list;
    expect(kept).toMatchObject({ id: added.id, relation: '子女' });
  });

  it('keeps the members when the user redoes their own identity', async () => {
    const user = await createTestUser(t.db, { verified: true });
    await add(user);
    await call('POST', API.redoIdentity, user, {});
    expect((await list(user)).list).toHaveLength(1);
  });

  it('asks for sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.family });
    expect(res.statusCode).toBe(401);
  });

  it('never answered with a full ID number or phone', () => {
    expect(payloads.length).toBeGreaterThan(30);
    for (const payload of payloads) {
      for (const secret of secrets) expect(payload).not.toContain(secret);
    }
  });
});
