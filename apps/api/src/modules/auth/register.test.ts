import { API, maskPhone, type LoginResult } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/tokens.js';
import { lastSmsCode } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PASSWORD = 'Abcd1234';

describe.each(engines)('registration on %s', (engine) => {
  let t: TestApp;
  let serial = 0;
  let phone: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    serial += 1;
    phone = `1370000${String(serial).padStart(4, '0')}`;
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload });
  const sendCode = (to: string, purpose = 'register') => post(API.smsCode, { phone: to, purpose });
  const lastCode = (to: string, purpose = 'register') => lastSmsCode(t.app, to, purpose);
  async function registered(body: Record<string, unknown> = {}) {
    expect((await sendCode(phone)).statusCode).toBe(200);
    return post(API.register, { phone, password: PASSWORD, code: lastCode(phone), ...body });
  }

  it('registers with the texted code, signs the person in and stores the code hashed', async () => {
    const sent = await sendCode(phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ phone: maskPhone(phone), retryAfter: 60 });
    const code = lastCode(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db
      .selectFrom('sms_code')
      .selectAll()
      .where('phone', '=', phone)
      .execute();
    expect(stored.map((row) => row.code_hash)).toEqual([sha256(code)]);

    const res = await post(API.register, { phone, password: PASSWORD, code });
    expect(res.statusCode).toBe(200);
    const body = res.json<LoginResult>();
    expect(body.user).toMatchObject({
      LOGIN_NAME: maskPhone(phone),
      PLAT_FROM: 'web',
      USER_STATUS: 0,
    });
    const me = await t.app.inject({ method: 'GET', url: API.getUser, query: { user: body.token } });
    expect(me.json()).toMatchObject({ ID: body.user.ID });

    // Spent: the same code does not register twice.
    const again = await post(API.register, {
      phone,
      password: PASSWORD,
      code,
      username: 'second_try',
    });
    expect(again.statusCode).toBe(400);
  });

  it('keeps a chosen username, lower-cased, and signs in with it', async () => {
    const res = await registered({ username: 'Wang_Wu' });
    expect(res.statusCode).toBe(200);
    expect(res.json<LoginResult>().user.LOGIN_NAME).toBe('wang_wu');
    const login = await post(API.chkLogin, { username: 'WANG_WU', password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('refuses bad usernames and passwords with Chinese messages before spending the code', async () => {
    await sendCode(phone);
    const code = lastCode(phone);
    const cases = [
      [{ username: 'ab' }, '用户名'],
      [{ username: 'bad name!' }, '用户名'],
      [{ username: '13912345678' }, '手机号'],
      [{ password: 'short1' }, '密码长度'],
      [{ password: 'onlyletters' }, '至少两种'],
    ] as const;
    for (const [change, words] of cases) {
      const res = await post(API.register, { phone, password: PASSWORD, code, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_INPUT',
        message: expect.stringContaining(words),
      });
    }
    expect((await post(API.register, { phone, password: PASSWORD, code })).statusCode).toBe(200);
  });

  it('refuses a malformed phone or code through the schema with 400', async () => {
    expect((await sendCode('12345')).statusCode).toBe(400);
    expect((await sendCode(phone, 'login')).statusCode).toBe(400);
    const res = await post(API.register, { phone, password: PASSWORD, code: '12ab56' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('短信验证码');
  });

  it('answers 409 for a phone or a username already taken', async () => {
    expect((await registered({ username: 'taken_name' })).statusCode).toBe(200);
    const phoneAgain = await sendCode(phone);
    expect(phoneAgain.statusCode).toBe(409);
    expect(phoneAgain.json()).toEqual({ code: 'CONFLICT', message: '该手机号已注册' });

    serial += 1;
    phone = `1370000${String(serial).padStart(4, '0')}`;
    const nameAgain = await registered({ username: 'Taken_Name' });
    expect(nameAgain.statusCode).toBe(409);
    expect(nameAgain.json()).toEqual({ code: 'CONFLICT', message: '该用户名已被使用' });
  });

  it('lets the unique constraint refuse a phone registered between code and submit', async () => {
    await sendCode(phone);
    const code = lastCode(phone);
    // Someone else took the phone after the code was sent (as a racing request would).
    await t.db
      .insertInto('app_user')
      .values({
        id: `race-${serial}`,
        username: `race_${serial}`,
        phone,
        password_hash: 'x',
        nickname: null,
        head_photo: null,
        score: 0,
        plat_from: 'web',
        device_bound: 0,
        reg_time: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const res = await post(API.register, { phone, password: PASSWORD, code });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: '该手机号已注册' });
    // The refused registration did not spend the code.
    const row = await t.db
      .selectFrom('sms_code')
      .select('consumed_at')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.consumed_at).toBeNull();
  });

  it('gives a username to only one of two simultaneous registrations', async () => {
    const other = `1350000${String(serial).padStart(4, '0')}`;
    await sendCode(phone);
    await sendCode(other);
    const answers = await Promise.all(
      [phone, other].map((p) =>
        post(API.register, {
          phone: p,
          username: 'same_name',
          password: PASSWORD,
          code: lastCode(p),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const users = await t.db
      .selectFrom('app_user')
      .select('phone')
      .where('username', '=', 'same_name')
      .execute();
    expect(users).toHaveLength(1);
  });
});
