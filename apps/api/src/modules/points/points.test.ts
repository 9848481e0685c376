import { API, ScorePage, type PointRule, type SsoAnswer, type UserInfo } from '@portal/contract';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { createTestUser, testIdNumber, type TestUser } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { POINT_RULES_KEY, forgetPointAmounts } from './point-rules.js';
import { upsertLocalIdpPerson } from '../sso/local-idp.repository.js';
import { awardPoints, creditVerifiedAccounts, type AwardOptions } from './points.service.js';

describe.each(engines)('points on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const scorePage = async (token: string, query: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: API.scorePage,
      query: { user: token, ...query },
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const page = async (token: string, query: Record<string, string> = {}) => {
    const { status, body } = await scorePage(token, query);
    expect(status).toBe(200);
    expect(Value.Check(ScorePage, body)).toBe(true);
    return body as ScorePage;
  };
  const login = async (username: string, password = DEMO_PASSWORD) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.chkLogin,
      payload: { username, password },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string; user: UserInfo }>();
  };
  const userScore = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: API.getUser, query: { user: token } })
    ).json<UserInfo>().USER_SCORE;
  const award = (userId: string, rule: PointRule, options?: AwardOptions) =>
    t.db.transaction().execute((trx) => awardPoints(trx, userId, rule, options));

  it('asks for sign-in and checks paging', async () => {
    const out = await scorePage('');
    expect(out.status).toBe(401);
    const { token } = await createTestUser(t.db);
    expect((await scorePage(token, { pageSize: '101' })).status).toBe(400);
    expect((await scorePage(token, { pageNo: '0' })).status).toBe(400);
    const fresh = await scorePage(token);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(fresh.body).toMatchObject({ list: [], total: 0, balance: 0, pageNo: 1 });
  });

  it('gives the seeded verified citizen the identity award and the daily sign-in once a day', async () => {
    const first = await login('zhangsan');
    const second = await login('zhangsan');
    const ledger = await page(first.token);
    expect(ledger.list.map((e) => [e.rule, e.amount, e.balance])).toEqual([
      ['daily_sign_in', 2, 52],
      ['identity_verified', 50, 50],
    ]);
    expect(ledger.balance).toBe(52);
    expect(second.user.USER_SCORE).toBe(52);
    expect(await userScore(second.token)).toBe(52);
    expect(ledger.list[1]!.reason).toBe('完成实名认证');
    // The unverified citizen has signed in and earned only that.
    const lisi = await login('lisi');
    expect(lisi.user.USER_SCORE).toBe(2);
  });

  it('credits identity verification once, even after 重新认证', async () => {
    const user = await createTestUser(t.db);
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: API.doIdentity,
        query: { user: user.token },
        payload: { name: '王小明', type: '01', idno: testIdNumber(), phone: user.phone },
      });
    expect((await verify()).statusCode).toBe(200);
    expect(await userScore(user.token)).toBe(50);
    await t.app.inject({ method: 'POST', url: API.redoIdentity, query: { user: user.token } });
    expect((await verify()).statusCode).toBe(200);
    const ledger = await page(user.token);
    expect(ledger.list.map((e) => e.rule)).toEqual(['identity_verified']);
    expect(ledger.balance).toBe(50);
  });

  it('writes nothing when verification is refused', async () => {
    const holder = await createTestUser(t.db);
    const idno = testIdNumber();
    const body = { name: '王小明', type: '01', idno, phone: holder.phone };
    const send = (u: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: API.doIdentity,
        query: { user: u.token },
        payload: body,
      });
    expect((await send(holder)).statusCode).toBe(200);
    const other = await createTestUser(t.db);
    expect((await send(other)).statusCode).toBe(409);
    expect((await page(other.token)).total).toBe(0);
    expect(await userScore(other.token)).toBe(0);
  });

  it('backfills accounts verified before the ledger, once however often it runs', async () => {
    const before = await createTestUser(t.db, { verified: true });
    expect(await userScore(before.token)).toBe(0);
    expect(await creditVerifiedAccounts(t.db)).toBeGreaterThanOrEqual(1);
    expect(await creditVerifiedAccounts(t.db)).toBe(0);
    const ledger = await page(before.token);
    expect(ledger.list.map((e) => [e.rule, e.balance])).toEqual([['identity_verified', 50]]);
  });

  it('turns over the daily rules at midnight China time, not UTC', async () => {
    const { userId, token } = await createTestUser(t.db);
    const lateEvening = new Date('2026-03-01T15:59:59Z'); // 23:59:59 in China
    const midnight = new Date('2026-03-01T16:00:00Z'); // 00:00 the next China day
    expect((await award(userId, 'daily_sign_in', { now: lateEvening })).credited).toBe(true);
    expect((await award(userId, 'daily_sign_in', { now: lateEvening })).credited).toBe(false);
    expect(await award(userId, 'daily_sign_in', { now: midnight })).toEqual({
      credited: true,
      amount: 2,
      balance: 4,
    });
    expect((await page(token)).total).toBe(2);
  });

  it('credits an each-time rule once per thing done, and needs to know the thing', async () => {
    const { userId, token } = await createTestUser(t.db);
    expect(
      (await award(userId, 'review_written', { key: 'r1', reason: '评价了县人民医院' })).amount,
    ).toBe(10);
    expect((await award(userId, 'review_written', { key: 'r1' })).credited).toBe(false);
    expect((await award(userId, 'review_written', { key: 'r2' })).balance).toBe(20);
    await expect(award(userId, 'question_asked')).rejects.toThrow(/needs the key/);
    const ledger = await page(token);
    expect(ledger.list.map((e) => e.reason)).toEqual(['发表就医评价', '评价了县人民医院']);
  });

  it('credits a once-a-day award once when many requests race for it', async () => {
    const { userId, token } = await createTestUser(t.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => award(userId, 'constitution_saved')),
    );
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    const ledger = await page(token);
    expect(ledger.total).toBe(1);
    expect(ledger.balance).toBe(5);
  });

  it('keeps the balance and the ledger in step when different awards race', async () => {
    const { userId, token } = await createTestUser(t.db);
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => award(userId, 'review_written', { key: `r${i}` })),
      ...Array.from({ length: 4 }, (_, i) => award(userId, 'question_asked', { key: `q${i}` })),
      award(userId, 'daily_sign_in'),
      award(userId, 'daily_sign_in'),
    ]);
    const ledger = await page(token, { pageSize: '100' });
    expect(ledger.balance).toBe(6 * 10 + 4 * 5 + 2);
    expect(ledger.total).toBe(11);
    // Newest first: each row's balance is the one below it plus its amount.
    const oldestFirst = [...ledger.list].reverse();
    let running = 0;
    for (const entry of oldestFirst) {
      running += entry.amount;
      expect(entry.balance).toBe(running);
    }
  });

  it('credits one daily sign-in when one account signs in many times at once', async () => {
    const user = await createTestUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: API.chkLogin,
          payload: { username: user.username, password: 'Passw0rd!' },
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await page(user.token)).list.map((e) => e.rule)).toEqual(['daily_sign_in']);
  });

  it('pages the ledger newest first and shows only the account’s own', async () => {
    const { userId, token } = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    for (const key of ['a', 'b', 'c']) await award(userId, 'review_written', { key });
    await award(other.userId, 'review_written', { key: 'a' });
    const second = await page(token, { pageNo: '2', pageSize: '2' });
    expect(second).toMatchObject({ total: 3, pageNo: 2, pageSize: 2, balance: 30 });
    expect(second.list.map((e) => e.balance)).toEqual([10]);
    expect((await page(other.token)).total).toBe(1);
  });

  it('follows an operator’s amounts and ignores values that are not positive whole numbers', async () => {
    await t.db
      .insertInto('site_setting')
      .values({
        key: POINT_RULES_KEY,
        value: JSON.stringify({ daily_sign_in: 7, identity_verified: -5, review_written: 2.5 }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    forgetPointAmounts(t.db);
    try {
      const { userId, token } = await createTestUser(t.db);
      expect((await award(userId, 'daily_sign_in')).amount).toBe(7);
      const rules = Object.fromEntries((await page(token)).rules.map((r) => [r.rule, r.amount]));
      // Every rule's feature is built now (consultations were the last), so all are listed.
      expect(rules).toEqual({
        identity_verified: 50,
        daily_sign_in: 7,
        review_written: 10,
        question_asked: 5,
        constitution_saved: 5,
      });
      expect((await award(userId, 'review_written', { key: 'r' })).amount).toBe(10);
    } finally {
      await t.db.deleteFrom('site_setting').where('key', '=', POINT_RULES_KEY).execute();
      forgetPointAmounts(t.db);
    }
  });

  it('credits a government person arriving by single sign-on as verified and signed in', async () => {
    const person = {
      id: `zlb-points-${engine}`,
      name: '积分测试',
      id_no: testIdNumber('19750505', true),
      phone: '13711112222',
    };
    await upsertLocalIdpPerson(t.db, person);
    const arrive = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/gov-sso/login',
        payload: { person: person.id, redirect: '/12320/home' },
      });
      const ticketId = new URL(String(res.headers.location), 'http://x').searchParams.get(
        'ticketId',
      )!;
      const answer = (
        await t.app.inject({ method: 'GET', url: API.doPCSso, query: { ticketId } })
      ).json<SsoAnswer>();
      if (!('data' in answer)) throw new Error(`arrival refused: ${answer.message}`);
      return answer.data.userid;
    };
    await arrive();
    const token = await arrive();
    const ledger = await page(token);
    expect(ledger.list.map((e) => [e.rule, e.balance])).toEqual([
      ['daily_sign_in', 52],
      ['identity_verified', 50],
    ]);
  });

  it('refuses a ledger row that would leave the balance below zero', async () => {
    const { userId } = await createTestUser(t.db);
    const write = t.db
      .insertInto('point_entry')
      .values({
        id: 'negative',
        user_id: userId,
        seq: 1,
        rule: 'daily_sign_in',
        award_key: 'x',
        amount: -1,
        balance_after: -1,
        reason: 'x',
        created_at: new Date().toISOString(),
      })
      .execute();
    await expect(write).rejects.toThrow(/check/i);
  });
});
