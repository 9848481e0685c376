import { API } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as password from '../../lib/password.js';
import {
  createTestUser,
  legacyScryptHash,
  TEST_PASSWORD,
  TEST_PASSWORD_COST,
} from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Every call of verifyPassword is recorded, so the tests compare what sign-in does for an
// unknown name and for a known one, step by step, instead of timing it.
vi.mock('../../lib/password.js', { spy: true });
const verify = vi.mocked(password.verifyPassword);

/** The argon2id parameters of a PHC hash, the part that decides how long a check takes. */
const costOf = (stored: string) => /^\$argon2id\$v=19\$(m=\d+,t=\d+,p=\d+)\$/.exec(stored)?.[1];

describe.each(engines)('password hashes at sign-in on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    verify.mockClear();
  });

  const signIn = (username: string, pw: string) =>
    t.app.inject({ method: 'POST', url: API.chkLogin, payload: { username, password: pw } });
  const storedHash = async (userId: string) =>
    (
      await t.db
        .selectFrom('app_user')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('replaces a legacy scrypt hash with argon2id at the next successful sign-in', async () => {
    const user = await createTestUser(t.db);
    const legacy = legacyScryptHash(TEST_PASSWORD);
    await t.db
      .updateTable('app_user')
      .set({ password_hash: legacy })
      .where('id', '=', user.userId)
      .execute();

    expect((await signIn(user.username, 'Wrong#pass1')).statusCode).toBe(401);
    expect(await storedHash(user.userId)).toBe(legacy);

    expect((await signIn(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash(user.userId);
    expect(costOf(upgraded)).toBe('m=256,t=1,p=1');
    expect((await signIn(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(user.userId)).toBe(upgraded);
  });

  it('checks an unknown name against a hash of the same cost as a known account, once', async () => {
    const known = await createTestUser(t.db);
    await signIn(known.username, 'Wrong#pass1');
    await signIn('nobody_like_this', 'Wrong#pass1');

    expect(verify).toHaveBeenCalledTimes(2);
    const [knownHash, unknownHash] = verify.mock.calls.map(([, stored]) => stored);
    const expected = `m=${TEST_PASSWORD_COST.memoryCost},t=${TEST_PASSWORD_COST.timeCost},p=${TEST_PASSWORD_COST.parallelism}`;
    expect(costOf(knownHash!)).toBe(expected);
    expect(costOf(unknownHash!)).toBe(expected);
    expect(await verify.mock.results[0]!.value).toBe(false);
    expect(await verify.mock.results[1]!.value).toBe(false);
  });

  it('does no hashing work for a locked name, known or unknown', async () => {
    const known = await createTestUser(t.db);
    for (let i = 0; i < 5; i++) {
      await signIn(known.username, `Wrong#pass${i}`);
      await signIn('ghost_locked_name', `Wrong#pass${i}`);
    }
    verify.mockClear();
    expect((await signIn(known.username, TEST_PASSWORD)).statusCode).toBe(423);
    expect((await signIn('ghost_locked_name', TEST_PASSWORD)).statusCode).toBe(423);
    expect(verify).not.toHaveBeenCalled();
  });
});
