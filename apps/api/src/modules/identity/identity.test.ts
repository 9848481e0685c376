import { API, type IdentityInfo } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, testIdNumber, type TestUser } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PHONE = '13812345678';

describe.each(engines)('identity verification on %s', (engine) => {
  let t: TestApp;
  // Every ID number and phone sent, to prove no answer ever carries one in full.
  const secrets = new Set<string>([PHONE]);
  const payloads: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const send = async (method: 'GET' | 'POST', url: string, token: string, form?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      // The spec's client sends the token as a `user` form field on these calls.
      payload: form
        ? new URLSearchParams({ ...(form as Record<string, string>), user: token }).toString()
        : undefined,
      query: form ? undefined : { user: token },
    });
    payloads.push(res.payload);
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  const verify = (user: TestUser, fields: Record<string, string>) => {
    // Whole ID numbers only: a short invalid one ('123') also turns up in timestamps.
    if (fields.idno && fields.idno.length >= 15) secrets.add(fields.idno);
    return send('POST', API.doIdentity, user.token, {
      name: '张三',
      type: '01',
      phone: PHONE,
      ...fields,
    });
  };

  const expectProblem = async (fields: Record<string, string>, message: string) => {
    const { status, body } = await verify(await createTestUser(t.db), fields);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'INVALID_INPUT', message: expect.stringContaining(message) });
  };

  it('verifies a valid mainland ID, deriving sex and birthday, and answers masked', async () => {
    const user = await createTestUser(t.db);
    const idno = testIdNumber('19900315', false);
    const { status, body } = await verify(user, { idno, cardno: 'A-001' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: '张三',
      type: '01',
      idNo: `${idno.slice(0, 3)}***********${idno.slice(-4)}`,
      phone: '138****5678',
      cardNo: 'A-001',
      sex: '女',
      birthday: '1990-03-15',
    });
    const mine = await send('GET', API.myIdentity, user.token);
    expect(mine.body).toEqual(body);
  });

  it('stores the ID number trimmed and upper-cased', async () => {
    let idno = testIdNumber();
    while (!idno.endsWith('X')) idno = testIdNumber();
    const user = await createTestUser(t.db);
    expect((await verify(user, { idno: ` ${idno.toLowerCase()} ` })).status).toBe(200);
    const row = await t.db
      .selectFrom('user_identity')
      .select('id_no')
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.id_no).toBe(idno);
  });

  it('refuses a wrong check character, an impossible date and a future birth date', async () => {
    const valid = testIdNumber();
    const wrongCheck = valid.slice(0, 17) + (valid[17] === '1' ? '2' : '1');
    await expectProblem({ idno: wrongCheck }, '校验位不正确');
    await expectProblem({ idno: testIdNumber('19800230') }, '出生日期不正确');
    await expectProblem({ idno: testIdNumber('20990101') }, '出生日期不正确');
    await expectProblem({ idno: '33010019800101' }, '18 位');
  });

  it('refuses a sex or birthday that disagrees with the ID number', async () => {
    await expectProblem(
      { idno: testIdNumber('19800101', true), sex: '女' },
      '性别与身份证号码不一致',
    );
    await expectProblem(
      { idno: testIdNumber('19800101'), birthday: '1980-01-02' },
      '出生日期与身份证号码不一致',
    );
    const user = await createTestUser(t.db);
    const agreeing = await verify(user, {
      idno: testIdNumber('19800101', true),
      sex: '男',
      birthday: '1980-01-01',
    });
    expect(agreeing.status).toBe(200);
  });

  it('applies the name rule: 2 to 30 Chinese characters, middle dot allowed', async () => {
    await expectProblem({ idno: testIdNumber(), name: '张' }, '姓名应为 2 到 30 个汉字');
    await expectProblem({ idno: testIdNumber(), name: 'Zhang San' }, '姓名应为 2 到 30 个汉字');
    const user = await createTestUser(t.db);
    const dotted = await verify(user, { idno: testIdNumber(), name: '阿依古丽·买买提' });
    expect(dotted.status).toBe(200);
    expect(dotted.body.name).toBe('阿依古丽·买买提');
  });

  it('checks the other document types by format and requires sex and birthday for them', async () => {
    await expectProblem(
      { type: '02', idno: 'X1234', sex: '男', birthday: '1985-06-01' },
      '港澳居民来往内地通行证号码格式不正确',
    );
    await expectProblem({ type: '03', idno: '123', sex: '男', birthday: '1985-06-01' }, '台湾');
    await expectProblem({ type: '05', idno: 'E12345678', birthday: '1985-06-01' }, '请选择性别');
    await expectProblem({ type: '05', idno: 'E12345678', sex: '男' }, '请填写出生日期');
    await expectProblem(
      { type: '05', idno: 'E12345678', sex: '男', birthday: '1985-02-30' },
      '出生日期不正确',
    );
    const user = await createTestUser(t.db);
    const idno = `H${String(Date.now()).slice(-8)}`;
    const { status, body } = await verify(user, {
      type: '02',
      idno,
      sex: '男',
      birthday: '1985-06-01',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: '02', sex: '男', birthday: '1985-06-01' });
    expect(body.idNo).not.toBe(idno);
  });

  it('lets one document verify one account only', async () => {
    const idno = testIdNumber();
    expect((await verify(await createTestUser(t.db), { idno })).status).toBe(200);
    const second = await verify(await createTestUser(t.db), { idno });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ code: 'CONFLICT', message: '该证件已被其他账号实名认证' });
  });

  it('refuses a second verification until the account redoes it', async () => {
    const user = await createTestUser(t.db);
    expect((await verify(user, { idno: testIdNumber() })).status).toBe(200);
    const again = await verify(user, { idno: testIdNumber() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('已完成实名认证，如需修改请先重新认证');

    expect((await send('POST', API.redoIdentity, user.token, {})).body).toEqual({ ok: true });
    expect((await send('GET', API.myIdentity, user.token)).body).toBeNull();
    const renewed = await verify(user, { idno: testIdNumber(), name: '李四' });
    expect(renewed.status).toBe(200);
    expect((await send('GET', API.myIdentity, user.token)).body).toMatchObject({ name: '李四' });
  });

  it('frees the document on redo, so another account may use it', async () => {
    const idno = testIdNumber();
    const first = await createTestUser(t.db);
    expect((await verify(first, { idno })).status).toBe(200);
    await send('POST', API.redoIdentity, first.token, {});
    expect((await verify(await createTestUser(t.db), { idno })).status).toBe(200);
  });

  it('edits the phone and the card number of a verified account only', async () => {
    const user = await createTestUser(t.db);
    await verify(user, { idno: testIdNumber() });
    secrets.add('13987654321');
    const phone = await send('POST', API.editIdentity, user.token, {
      type: 'phone',
      data: '13987654321',
    });
    expect(phone.status).toBe(200);
    expect((phone.body as IdentityInfo).phone).toBe('139****4321');

    const bad = await send('POST', API.editIdentity, user.token, { type: 'phone', data: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('手机号格式不正确');

    const card = await send('POST', API.editIdentity, user.token, { type: 'cardno', data: 'K-9' });
    expect((card.body as IdentityInfo).cardNo).toBe('K-9');
    const badCard = await send('POST', API.editIdentity, user.token, {
      type: 'cardno',
      data: '卡号',
    });
    expect(badCard.status).toBe(400);
    const cleared = await send('POST', API.editIdentity, user.token, { type: 'cardno', data: '' });
    expect((cleared.body as IdentityInfo).cardNo).toBeNull();

    const unverified = await createTestUser(t.db);
    const refused = await send('POST', API.editIdentity, unverified.token, {
      type: 'phone',
      data: '13987654321',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('IDENTITY_REQUIRED');
  });

  it('asks for sign-in on every identity call', async () => {
    const body = { name: '张三', type: '01', idno: testIdNumber(), phone: PHONE };
    for (const [method, url, payload] of [
      ['POST', API.doIdentity, body],
      ['GET', API.myIdentity, undefined],
      ['POST', API.redoIdentity, undefined],
      ['POST', API.editIdentity, { type: 'phone', data: PHONE }],
    ] as const) {
      const res = await t.app.inject({ method, url, payload, query: { user: 'forged-token' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('never answered with a full ID number or phone', () => {
    expect(payloads.length).toBeGreaterThan(20);
    for (const payload of payloads) {
      for (const secret of secrets) expect(payload).not.toContain(secret);
    }
  });
});

describe.each(engines)('a replaced identity verifier on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      identityVerifier: { verify: async () => '人口信息核验未通过' },
    });
  });
  afterAll(() => t.close());

  it('has the last word on verification', async () => {
    const user = await createTestUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: API.doIdentity,
      query: { user: user.token },
      payload: { name: '张三', type: '01', idno: testIdNumber(), phone: PHONE },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_INPUT', message: '人口信息核验未通过' });
  });
});
