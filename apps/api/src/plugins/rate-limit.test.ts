import { API } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimitStoreKind } from '../config/config.js';
import { engines, type Engine } from '../test/engines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const stores: RateLimitStoreKind[] = ['memory', 'database'];
const cases = engines.flatMap((engine) => stores.map((store) => [engine, store] as const));

describe.each(cases)('rate limit on %s with the %s store', (engine: Engine, store) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('answers 429 RATE_LIMITED past the per-minute limit on /api', async () => {
    t = await createTestApp(engine, { rateLimit: { max: 3, store } });
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: API.getUser })).statusCode).not.toBe(429);
    }
    const res = await t.app.inject({ method: 'GET', url: API.getUser });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: '请求过于频繁，请稍后再试' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The database store keeps its counters in the shared table; the memory store never does.
    const rows = await t.db.selectFrom('rate_limit_hit').selectAll().execute();
    expect(rows.map((r) => Number(r.hits))).toEqual(store === 'database' ? [4] : []);
  });

  it('counts unknown /api paths too', async () => {
    t = await createTestApp(engine, { rateLimit: { max: 2, store } });
    expect((await t.app.inject({ method: 'GET', url: '/api/nope-1' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/nope-2' })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: '/api/nope-3' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it('leaves static files and health checks alone', async () => {
    t = await createTestApp(engine, { rateLimit: { max: 1, store } });
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/12320/home' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: API.healthz })).statusCode).toBe(200);
    }
  });

  it('counts each client separately', async () => {
    t = await createTestApp(engine, { rateLimit: { max: 1, store } });
    const from = (remoteAddress: string) =>
      t!.app.inject({ method: 'GET', url: API.getUser, remoteAddress });
    expect((await from('10.0.0.1')).statusCode).not.toBe(429);
    expect((await from('10.0.0.1')).statusCode).toBe(429);
    expect((await from('10.0.0.2')).statusCode).not.toBe(429);
  });

  it('counts public reads only when they reach the database', async () => {
    t = await createTestApp(engine, { rateLimit: { max: 2, store } });
    // The site settings from memory after the first read: never refused.
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: API.siteConfig })).statusCode).toBe(200);
    }
    // Search words that miss the cache each time are counted like any other call.
    const search = (q: string) =>
      t!.app.inject({ method: 'GET', url: `${API.search}?q=${encodeURIComponent(q)}` });
    expect((await search('高血压')).statusCode).toBe(200);
    const refused = await search('糖尿病');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: '请求过于频繁，请稍后再试' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The word already asked for is still served, from memory.
    expect((await search('高血压')).statusCode).toBe(200);
  });
});

describe.each(engines)('database rate-limit store on %s', (engine) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('starts a new window once the old one has passed', async () => {
    t = await createTestApp(engine, { rateLimit: { max: 1, store: 'database' } });
    const key = '127.0.0.1';
    // An exhausted window that opened two minutes ago.
    await t.db
      .insertInto('rate_limit_hit')
      .values({ key, window_start: new Date(Date.now() - 120_000).toISOString(), hits: 50 })
      .execute();
    const res = await t.app.inject({ method: 'GET', url: API.siteConfig });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('rate_limit_hit')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(Number(row.hits)).toBe(1);
  });

  it('leaves the hour- and day-long budget counters in the same table to their own sweep', async () => {
    t = await createTestApp(engine, { rateLimit: { max: 5, store: 'database' } });
    const budget = { key: 'budget:sms-client:10.0.0.1', hits: 10 };
    await t.db
      .insertInto('rate_limit_hit')
      .values({ ...budget, window_start: new Date(Date.now() - 30 * 60_000).toISOString() })
      .execute();
    expect((await t.app.inject({ method: 'GET', url: API.siteConfig })).statusCode).toBe(200);
    const kept = await t.db
      .selectFrom('rate_limit_hit')
      .select('hits')
      .where('key', '=', budget.key)
      .executeTakeFirst();
    expect(Number(kept?.hits)).toBe(10);
  });
});
