import { API } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/tokens.js';
import { createTestUser, testIdNumber, type TestUser } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cachedSession, echoBarrier } from './session-cache.js';
import { revokeUserSessions } from './session.repository.js';

/**
 * Sessions kept per process (session-cache.ts) never outlive what ends them: on PostgreSQL a
 * second app on the same database stands for a second process (its own pool and LISTEN
 * connection), and every change made through one is seen by the other at once.
 */
describe.each(engines)('kept sessions on %s', (engine) => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp(engine);
    b =
      engine === 'postgres' ? await createTestApp(engine, { database: a.app.config.database }) : a;
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await a.close();
  });

  const send = (t: TestApp, method: 'GET' | 'POST', url: string, token: string, payload = {}) =>
    t.app.inject({
      method,
      url,
      query: { user: token },
      ...(method === 'POST' ? { payload } : {}),
    });
  const userInfo = async (t: TestApp, token: string) =>
    (await send(t, 'GET', API.getUser, token)).json<false | { USER_NAME: string }>();
  const kept = (t: TestApp, user: TestUser) => cachedSession(t.db, sha256(user.token));

  it('keeps a resolved session, hashed, and refuses it everywhere at once after sign-out', async () => {
    const user = await createTestUser(a.db, { verified: true });
    expect(await userInfo(b, user.token)).toMatchObject({ USER_NAME: '测试用户' });
    expect(kept(b, user)).toMatchObject({ userId: user.userId, identity: { name: '测试用户' } });
    expect(cachedSession(b.db, user.token)).toBeUndefined();

    expect((await send(a, 'POST', API.logout, user.token)).json()).toEqual({ ok: true });
    expect(kept(b, user)).toBeUndefined();
    expect(await userInfo(b, user.token)).toBe(false);
  });

  it('sees a password change end the other sessions at once', async () => {
    const user = await createTestUser(a.db, { verified: true });
    const other = await createTestUser(a.db);
    expect(await userInfo(b, user.token)).not.toBe(false);
    expect(await userInfo(b, other.token)).not.toBe(false);
    // A bureau lock ends them the same way (citizens.service), in its own transaction.
    await a.db.transaction().execute((trx) => revokeUserSessions(trx, user.userId));
    await echoBarrier(a.db);
    expect(await userInfo(b, user.token)).toBe(false);
    expect(await userInfo(b, other.token)).not.toBe(false);
  });

  it('sees an identity removed and verified again at once', async () => {
    const user = await createTestUser(a.db, { verified: true });
    const editPhone = (t: TestApp) =>
      send(t, 'POST', API.editIdentity, user.token, { type: 'phone', data: '13900001111' });
    expect((await editPhone(b)).statusCode).toBe(200);
    // The edit itself told every process; the next request keeps the new identity.
    expect(kept(b, user)).toBeUndefined();
    expect(await userInfo(b, user.token)).not.toBe(false);
    expect(kept(b, user)?.identity).toMatchObject({ phone: '13900001111' });

    expect((await send(a, 'POST', API.redoIdentity, user.token)).json()).toEqual({ ok: true });
    const refused = await editPhone(b);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'IDENTITY_REQUIRED' });

    const verified = await send(a, 'POST', API.doIdentity, user.token, {
      name: '王五',
      type: '01',
      idno: testIdNumber(),
      phone: '13800005678',
    });
    expect(verified.statusCode).toBe(200);
    expect(await userInfo(b, user.token)).toMatchObject({ USER_NAME: '王五' });
    expect(kept(b, user)?.identity).toMatchObject({ name: '王五' });
    expect((await editPhone(b)).statusCode).toBe(200);
  });
});
