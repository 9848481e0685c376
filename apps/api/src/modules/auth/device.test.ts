import { API, maskPhone, type UserInfo } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD, type TestUser, lastSmsCode } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(engines)('device binding on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, query: token ? { user: token } : {} });
  const needScan = async (username: string) =>
    (await t.app.inject({ method: 'GET', url: API.chkScan, query: { username } })).json<{
      needScan: boolean;
    }>().needScan;
  const lastCode = (phone: string, purpose: string) => lastSmsCode(t.app, phone, purpose);
  // The phone may ask for one code a minute; tests move earlier codes out of the way.
  const pastInterval = (phone: string) =>
    t.db
      .updateTable('sms_code')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .where('phone', '=', phone)
      .execute();
  const bind = async (user: TestUser) => {
    const res = await post(API.deviceBinding, { enabled: true }, user.token);
    expect(res.statusCode).toBe(200);
    return res.json<UserInfo>();
  };

  it('turns on, asks for the code at sign-in, signs in with it, and unbinds with another', async () => {
    const user = await createTestUser(t.db);
    const login = (code?: string) =>
      post(API.chkLogin, {
        username: user.username,
        password: TEST_PASSWORD,
        ...(code ? { code } : {}),
      });

    expect((await bind(user)).DEVICE_BOUND).toBe(true);
    expect(await needScan(user.username)).toBe(true);

    const withoutCode = await login();
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toEqual({
      code: 'DEVICE_CODE_REQUIRED',
      message: '请输入发送到绑定手机的验证码',
    });

    const sent = await post(API.deviceSmsCode, {
      username: user.username,
      password: TEST_PASSWORD,
      purpose: 'login',
    });
    expect(sent.json()).toEqual({ phone: maskPhone(user.phone), retryAfter: 60 });
    const code = lastCode(user.phone, 'login')!;
    const wrong = await login(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe('验证码错误或已过期');
    const ok = await login(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ user: UserInfo }>().user.DEVICE_BOUND).toBe(true);
    // A login code signs in once.
    expect((await login(code)).statusCode).toBe(400);

    await pastInterval(user.phone);
    await post(API.deviceSmsCode, {
      username: user.username,
      password: TEST_PASSWORD,
      purpose: 'unbind',
    });
    const unbindCode = lastCode(user.phone, 'unbind')!;
    const unbind = await post(API.unbindDevice, {
      username: user.username,
      password: TEST_PASSWORD,
      code: unbindCode,
    });
    expect(unbind.json()).toEqual({ ok: true });
    expect(await needScan(user.username)).toBe(false);
    expect((await login()).statusCode).toBe(200);
  });

  it('refuses a login code for unbinding and the other way round', async () => {
    const user = await createTestUser(t.db);
    await bind(user);
    await post(API.deviceSmsCode, {
      username: user.username,
      password: TEST_PASSWORD,
      purpose: 'login',
    });
    const loginCode = lastCode(user.phone, 'login')!;
    const res = await post(API.unbindDevice, {
      username: user.username,
      password: TEST_PASSWORD,
      code: loginCode,
    });
    expect(res.statusCode).toBe(400);
    expect(await needScan(user.username)).toBe(true);
  });

  it('sends device codes only to bound accounts and only with the right password', async () => {
    const user = await createTestUser(t.db);
    const ask = (purpose: 'login' | 'unbind', password = TEST_PASSWORD) =>
      post(API.deviceSmsCode, { username: user.username, password, purpose });

    expect((await ask('login')).json()).toEqual({
      code: 'INVALID_INPUT',
      message: '该账号未开启登录验证',
    });
    expect((await ask('unbind')).json()).toEqual({
      code: 'INVALID_INPUT',
      message: '该账号未绑定手机登录',
    });
    await bind(user);
    const wrong = await ask('login', 'Wrong#pass1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'BAD_CREDENTIALS' });
    expect(lastCode(user.phone, 'login')).toBeUndefined();
    const failures = await t.db
      .selectFrom('login_failure')
      .select('id')
      .where('subject', '=', user.username)
      .execute();
    expect(failures).toHaveLength(1);
  });

  it('counts wrong passwords at unbinding toward the lockout', async () => {
    const user = await createTestUser(t.db);
    await bind(user);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(API.unbindDevice, {
        username: user.username,
        password: `Wrong#pass${i}`,
        code: '123456',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
  });

  it('turns binding off again through the settings call', async () => {
    const user = await createTestUser(t.db);
    await bind(user);
    const res = await post(API.deviceBinding, { enabled: false }, user.token);
    expect(res.json<UserInfo>().DEVICE_BOUND).toBe(false);
    expect(await needScan(user.username)).toBe(false);
  });

  it('device binding needs a signed-in user and a boolean', async () => {
    expect((await post(API.deviceBinding, { enabled: true })).statusCode).toBe(401);
    const user = await createTestUser(t.db);
    const bad = await post(API.deviceBinding, { enabled: 'maybe' }, user.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('登录验证');
  });
});
