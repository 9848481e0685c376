import { API, UserInfo, maskIdNumber, maskPhone } from '@portal/contract';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { sha256 } from '../../lib/tokens.js';
import { announceSessionChange } from './session-cache.js';
import { createTestUser, TEST_PASSWORD, lastSmsCode } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(engines)('sessions and passwords on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const getUser = async (token?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: API.getUser,
      query: token === undefined ? {} : { user: token },
    });
    expect(res.statusCode).toBe(200);
    return res.json<UserInfo | false>();
  };
  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, query: token ? { user: token } : {} });
  const signIn = async (username: string, password: string) => {
    const res = await post(API.chkLogin, { username, password });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>().token;
  };
  const sessionOf = (token: string) =>
    t.db.updateTable('user_session').where('token_hash', '=', sha256(token));

  it('get_user answers the masked user info of a verified citizen', async () => {
    const token = await signIn('zhangsan', DEMO_PASSWORD);
    const info = await getUser(token);
    expect(Value.Check(UserInfo, info)).toBe(true);
    const identity = await t.db.selectFrom('user_identity').selectAll().executeTakeFirstOrThrow();
    expect(info).toMatchObject({
      USER_NO: maskPhone('13800000001'),
      PHONE: '138****0001',
      USER_NAME: '张三',
      USER_NICKNAME: '张三',
      SEX: '男',
      ID_TYPE: '01',
      ID_NO: maskIdNumber(identity.id_no),
      USER_STATUS: 1,
      PLAT_FROM: 'web',
      DEVICE_BOUND: false,
      WX_ID: null,
    });
    expect((info as UserInfo).AGE).toBeGreaterThanOrEqual(45);
  });

  it('get_user reads the token from a bearer header too', async () => {
    const token = await signIn('lisi', DEMO_PASSWORD);
    const res = await t.app.inject({
      method: 'GET',
      url: API.getUser,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json()).toMatchObject({ USER_NICKNAME: '李四', USER_STATUS: 0 });
  });

  it('get_user answers false without a token, for a forged one and for an overlong one', async () => {
    expect(await getUser()).toBe(false);
    expect(await getUser('forged-token')).toBe(false);
    expect(await getUser('x'.repeat(2000))).toBe(false);
  });

  it('ends a session after 30 idle minutes', async () => {
    const { token, userId } = await createTestUser(t.db);
    expect(await getUser(token)).not.toBe(false);
    await sessionOf(token)
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .execute();
    // Half an hour passed in one edit behind the portal's back: its copy (session-cache.ts),
    // which never outlives a few seconds, is told as the portal's own writes tell it.
    await announceSessionChange(t.db, userId);
    expect(await getUser(token)).toBe(false);
  });

  it('ends a session 12 hours after sign-in however active it was', async () => {
    const { token } = await createTestUser(t.db);
    await sessionOf(token)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await getUser(token)).toBe(false);
    const row = await t.db
      .selectFrom('user_session')
      .select(['created_at', 'expires_at'])
      .where('token_hash', '=', sha256(await signIn('lisi', DEMO_PASSWORD)))
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(12 * 3600_000);
  });

  it('logout revokes the session and answers ok for a dead token too', async () => {
    const { token } = await createTestUser(t.db);
    const res = await post(API.logout, {}, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await getUser(token)).toBe(false);
    expect((await post(API.logout, {}, token)).json()).toEqual({ ok: true });
    expect((await post(API.logout, {})).json()).toEqual({ ok: true });
  });

  it('password change keeps the current session, ends the others, and the new password works', async () => {
    const user = await createTestUser(t.db);
    const other = await signIn(user.username, TEST_PASSWORD);
    const change = (oldPassword: string, newPassword: string) =>
      post(API.changePassword, { oldPassword, newPassword }, user.token);

    const wrongOld = await change('Not-it#123', 'Newpass#2026');
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({ code: 'INVALID_INPUT', message: '原密码不正确' });
    const weak = await change(TEST_PASSWORD, 'abcdefgh');
    expect(weak.json()).toMatchObject({ message: expect.stringContaining('至少两种') });
    expect(await getUser(other)).not.toBe(false);

    const ok = await change(TEST_PASSWORD, 'Newpass#2026');
    expect(ok.json()).toEqual({ ok: true });
    expect(await getUser(user.token)).not.toBe(false);
    expect(await getUser(other)).toBe(false);
    expect(
      (await post(API.chkLogin, { username: user.username, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    await signIn(user.username, 'Newpass#2026');
  });

  it('password change needs a signed-in user', async () => {
    const res = await post(API.changePassword, { oldPassword: 'a', newPassword: 'b' }, 'forged');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('password reset by SMS code ends every session and lifts the lockout', async () => {
    const user = await createTestUser(t.db);
    const other = await signIn(user.username, TEST_PASSWORD);
    for (let i = 0; i < 5; i++)
      await post(API.chkLogin, { username: user.username, password: `Bad#pw${i}xx` });
    expect(
      (await post(API.chkLogin, { username: user.username, password: TEST_PASSWORD })).statusCode,
    ).toBe(423);

    expect((await post(API.smsCode, { phone: user.phone, purpose: 'reset' })).statusCode).toBe(200);
    const code = lastSmsCode(t.app, user.phone, 'reset')!;
    const wrong = await post(API.resetPassword, {
      phone: user.phone,
      code: code === '000000' ? '111111' : '000000',
      password: 'Reset#2026',
    });
    expect(wrong.json()).toEqual({ code: 'INVALID_INPUT', message: '验证码错误或已过期' });

    const res = await post(API.resetPassword, { phone: user.phone, code, password: 'Reset#2026' });
    expect(res.json()).toEqual({ ok: true });
    expect(await getUser(user.token)).toBe(false);
    expect(await getUser(other)).toBe(false);
    await signIn(user.username, 'Reset#2026');
    // The code is spent.
    const again = await post(API.resetPassword, {
      phone: user.phone,
      code,
      password: 'Again#2026',
    });
    expect(again.statusCode).toBe(400);
  });

  it('never sends a full phone number back', async () => {
    const phone = '13712345678';
    await post(API.smsCode, { phone, purpose: 'register' });
    const code = lastSmsCode(t.app, phone, 'register');
    const bodies: string[] = [];
    const reg = await post(API.register, { phone, code, password: 'Abcd1234' });
    bodies.push(reg.body);
    const { token } = reg.json<{ token: string }>();
    bodies.push((await post(API.chkLogin, { username: phone, password: 'Abcd1234' })).body);
    bodies.push(
      (await t.app.inject({ method: 'GET', url: API.getUser, query: { user: token } })).body,
    );
    bodies.push((await post(API.deviceBinding, { enabled: true }, token)).body);
    bodies.push((await post(API.chkLogin, { username: phone, password: 'Abcd1234' })).body);
    bodies.push(
      (await post(API.deviceSmsCode, { username: phone, password: 'Abcd1234', purpose: 'login' }))
        .body,
    );
    bodies.push(
      (await t.app.inject({ method: 'GET', url: API.chkScan, query: { username: phone } })).body,
    );
    expect(bodies.join('\n')).toContain('137****5678');
    for (const body of bodies) expect(body).not.toContain(phone);
  });
});
