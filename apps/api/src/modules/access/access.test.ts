import { ACTIONS, API } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { revokeSession } from '../auth/session.repository.js';
import { DEFAULT_ACCESS_POLICY } from './access-policy.js';
import { ensureAccessPolicy, setRequirement } from './access.repository.js';

describe.each(engines)('chk_webaction on %s', (engine) => {
  let t: TestApp;
  let plain: TestUser;
  let verified: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    plain = await createTestUser(t.db);
    verified = await createTestUser(t.db, { verified: true });
  });
  afterAll(() => t.close());

  const check = async (action: string, userid?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: API.chkWebaction,
      query: userid === undefined ? { action } : { action, userid },
    });
    return { status: res.statusCode, body: res.json() as unknown, res };
  };

  it('has a policy row for every action of the spec', () => {
    expect(Object.keys(DEFAULT_ACCESS_POLICY).sort()).toEqual([...ACTIONS].sort());
  });

  it('answers 0 for public actions whoever asks', async () => {
    for (const userid of [undefined, 'not-a-token', plain.token, verified.token]) {
      expect((await check('hospital_list', userid)).body).toBe(0);
    }
  });

  it('answers 1 for sign-in actions without a live session and 0 with one', async () => {
    expect((await check('user_info')).body).toBe(1);
    expect((await check('user_info', 'forged-token')).body).toBe(1);
    expect((await check('user_info', plain.token)).body).toBe(0);
    expect((await check('container', verified.token)).body).toBe(0);
  });

  it('answers 1, 2 or 0 for identity actions: signed out, unverified, verified', async () => {
    expect((await check('user_report')).body).toBe(1);
    expect((await check('user_report', plain.token)).body).toBe(2);
    expect((await check('user_report', verified.token)).body).toBe(0);
  });

  it('refuses an unknown action with 400 and a Chinese message', async () => {
    const { status, body } = await check('drop_tables');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('未知的权限动作'),
    });
  });

  it('follows an operator change of the table without a restart, and keeps it on restart', async () => {
    await setRequirement(t.db, 'drug_control', 'signed_in');
    expect((await check('drug_control')).body).toBe(1);
    await ensureAccessPolicy(t.db);
    expect((await check('drug_control')).body).toBe(1);
    await setRequirement(t.db, 'drug_control', 'none');
    expect((await check('drug_control')).body).toBe(0);
  });

  it('treats a revoked session as signed out', async () => {
    const user = await createTestUser(t.db);
    expect((await check('user_info', user.token)).body).toBe(0);
    const session = await t.app.sessionFor(user.token);
    await revokeSession(t.db, session!.sessionId);
    expect((await check('user_info', user.token)).body).toBe(1);
  });

  it('is never cached', async () => {
    const { res } = await check('index');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
