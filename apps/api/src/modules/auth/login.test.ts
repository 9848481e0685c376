import { API, UserInfo, maskPhone } from '@portal/contract';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { createTestUser, TEST_PASSWORD } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { LogCapture } from '../../test/log-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ACCOUNT_RULES_KEY, forgetAccountRules } from './account-rules.js';

describe.each(engines)('sign-in on %s', (engine) => {
  let t: TestApp;
  const logs = new LogCapture();

  beforeAll(async () => {
    t = await createTestApp(engine, { logStream: logs.stream, logLevel: 'info' });
  });
  afterAll(() => t.close());

  const postLogin = (body: Record<string, string>, url: string = API.chkLogin) =>
    t.app.inject({ method: 'POST', url, payload: body });

  it('signs the seeded citizen in by username, any case, and by phone, GET and POST, both paths', async () => {
    const attempts = [
      await postLogin({ username: 'zhangsan', password: DEMO_PASSWORD }),
      await postLogin({ username: 'ZhangSan', password: DEMO_PASSWORD }, API.checkLogin),
      await postLogin({ username: '13800000001', password: DEMO_PASSWORD }),
      await t.app.inject({
        method: 'GET',
        url: API.checkLogin,
        query: { username: 'ZHANGSAN', password: DEMO_PASSWORD },
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(200);
      const body = res.json<{ token: string; user: UserInfo }>();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toMatchObject({
        LOGIN_NAME: 'zhangsan',
        USER_NAME: '张三',
        USER_STATUS: 1,
      });
      expect(Value.Check(UserInfo, body.user)).toBe(true);
    }
    const tokens = attempts.map((res) => res.json<{ token: string }>().token);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('accepts a form-encoded sign-in as the spec client sends it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.chkLogin,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'lisi', password: DEMO_PASSWORD }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: UserInfo }>().user).toMatchObject({
      USER_STATUS: 0,
      USER_NAME: null,
      USER_NICKNAME: '李四',
      USER_NO: maskPhone('13800000002'),
    });
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const unknown = await postLogin({ username: 'nobody_here', password: 'Wrong#pass1' });
    const wrong = await postLogin({ username: 'lisi', password: 'Wrong#pass1' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.body).toBe(unknown.body);
    expect(unknown.json()).toEqual({ code: 'BAD_CREDENTIALS', message: '用户名或密码错误' });
  });

  it('locks a name after 5 failures within the window, even for the right password', async () => {
    const user = await createTestUser(t.db);
    for (let i = 1; i <= 4; i++) {
      const res = await postLogin({ username: user.username, password: `Wrong#pass${i}` });
      expect(res.statusCode).toBe(401);
    }
    const fifth = await postLogin({ username: user.username, password: 'Wrong#pass5' });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({
      code: 'LOCKED',
      message: expect.stringMatching(/15 分钟后再试/),
    });

    const right = await postLogin({ username: user.username, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(423);
    // Typing the account's phone instead of its name does not get around the lock.
    const byPhone = await postLogin({ username: user.phone, password: TEST_PASSWORD });
    expect(byPhone.statusCode).toBe(423);

    await t.db
      .updateTable('login_failure')
      .set({ failed_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where('subject', '=', user.username)
      .execute();
    expect((await postLogin({ username: user.username, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('locks unknown names the same way, so the lock tells nothing about existence', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await postLogin({ username: 'ghost_user', password: 'Wrong#pass1' })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423]);
  });

  it('reads the lockout numbers from the rules row', async () => {
    await t.db
      .insertInto('site_setting')
      .values({
        key: ACCOUNT_RULES_KEY,
        value: JSON.stringify({ lockoutFailures: 2 }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    forgetAccountRules(t.db);
    try {
      const user = await createTestUser(t.db);
      expect(
        (await postLogin({ username: user.username, password: 'Wrong#pass1' })).statusCode,
      ).toBe(401);
      expect(
        (await postLogin({ username: user.username, password: 'Wrong#pass2' })).statusCode,
      ).toBe(423);
    } finally {
      await t.db.deleteFrom('site_setting').where('key', '=', ACCOUNT_RULES_KEY).execute();
      forgetAccountRules(t.db);
    }
  });

  it('keeps the password out of the log, also when it travels in the URL', async () => {
    const password = 'Secret#Seen42';
    logs.clear();
    await t.app.inject({ method: 'GET', url: API.chkLogin, query: { username: 'lisi', password } });
    await postLogin({ username: 'lisi', password });
    expect(logs.text).toContain('chk_login');
    expect(logs.text).not.toContain(password);
    expect(logs.text).not.toContain(encodeURIComponent(password));
  });

  it('refuses malformed sign-ins with 400 and a Chinese message, never 500', async () => {
    for (const body of [{ username: '', password: 'x' }, { username: 'lisi' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: API.chkLogin, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fff]/);
    }
    const longName = await postLogin({ username: 'a'.repeat(33), password: 'x' });
    expect(longName.statusCode).toBe(400);
  });

  it('chk_scan answers false for unknown and unbound names and true for bound ones', async () => {
    const scan = async (username: string) => {
      const res = await t.app.inject({ method: 'GET', url: API.chkScan, query: { username } });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const unbound = await createTestUser(t.db);
    const bound = await createTestUser(t.db);
    await t.db
      .updateTable('app_user')
      .set({ device_bound: 1 })
      .where('id', '=', bound.userId)
      .execute();

    expect(await scan('no_such_user')).toBe(await scan(unbound.username));
    expect(JSON.parse(await scan('no_such_user'))).toEqual({ needScan: false });
    expect(JSON.parse(await scan(bound.username.toUpperCase()))).toEqual({ needScan: true });
    expect(JSON.parse(await scan(bound.phone))).toEqual({ needScan: true });
  });
});
