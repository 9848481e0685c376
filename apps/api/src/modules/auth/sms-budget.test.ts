import { API } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines.js';
import { LogCapture } from '../../test/log-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ACCOUNT_RULES_KEY, forgetAccountRules } from './account-rules.js';

describe.each(engines)('what one client may cost in SMS on %s', (engine) => {
  let t: TestApp;
  let proxied: TestApp;
  const log = new LogCapture();
  let serial = 0;
  // A fresh client address and fresh phones per use, so tests never share a budget.
  const nextClient = () => `10.9.${++serial >> 8}.${serial & 255}`;
  const nextPhone = () => `1360${String(++serial).padStart(7, '0')}`;

  beforeAll(async () => {
    t = await createTestApp(engine, { logLevel: 'info', logStream: log.stream });
    proxied = await createTestApp(engine, { trustProxy: true });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });
  afterEach(async () => {
    await t.db.deleteFrom('site_setting').where('key', '=', ACCOUNT_RULES_KEY).execute();
    forgetAccountRules(t.db);
  });

  const ask = (app: TestApp, phone: string, client: string, forwardedFor?: string) =>
    app.app.inject({
      method: 'POST',
      url: API.smsCode,
      remoteAddress: client,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { phone, purpose: 'register' },
    });

  async function setRules(rules: Record<string, number>) {
    await t.db
      .insertInto('site_setting')
      .values({
        key: ACCOUNT_RULES_KEY,
        value: JSON.stringify(rules),
        updated_at: new Date().toISOString(),
      })
      .execute();
    forgetAccountRules(t.db);
  }

  it('refuses a client asking for codes to 20 phones from the 11th on, with when to retry', async () => {
    const client = nextClient();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await ask(t, nextPhone(), client);
      statuses.push(res.statusCode);
      if (i === 10) {
        expect(res.json()).toEqual({
          code: 'RATE_LIMITED',
          message: '本机获取验证码的次数过多，请 60 分钟后再试',
        });
      }
    }
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(10).fill(429)]);
    // Another client is not affected.
    expect((await ask(t, nextPhone(), nextClient())).statusCode).toBe(200);
  });

  it('holds the budget when the requests arrive at once', async () => {
    const client = nextClient();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => ask(t, nextPhone(), client)),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(15);
  });

  it('gives the unit back when the phone limit refuses the code', async () => {
    const client = nextClient();
    const phone = nextPhone();
    expect((await ask(t, phone, client)).statusCode).toBe(200);
    for (let i = 0; i < 12; i++) {
      expect((await ask(t, phone, client)).json().message).toMatch(/秒后再试/);
    }
    for (let i = 0; i < 9; i++) expect((await ask(t, nextPhone(), client)).statusCode).toBe(200);
    expect((await ask(t, nextPhone(), client)).statusCode).toBe(429);
  });

  it('opens the window again after the hour', async () => {
    await setRules({ smsClientHourlyMax: 1 });
    const client = nextClient();
    expect((await ask(t, nextPhone(), client)).statusCode).toBe(200);
    expect((await ask(t, nextPhone(), client)).statusCode).toBe(429);
    await t.db
      .updateTable('rate_limit_hit')
      .set({ window_start: new Date(Date.now() - 61 * 60_000).toISOString() })
      .where('key', '=', `budget:sms-client:${client}`)
      .execute();
    expect((await ask(t, nextPhone(), client)).statusCode).toBe(200);
  });

  it('stops the whole site at its daily ceiling and raises one alert in the log', async () => {
    await t.db.deleteFrom('rate_limit_hit').where('key', 'like', 'budget:sms-site:%').execute();
    await setRules({ smsSiteDailyMax: 3 });
    log.clear();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await ask(t, nextPhone(), nextClient())).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await ask(t, nextPhone(), nextClient());
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: '今日短信验证码发送量已达上限，请明天再试',
    });
    const alerts = log.lines().filter((line) => line.includes('ALERT: SMS daily ceiling reached'));
    expect(alerts).toHaveLength(1);
    expect(JSON.parse(alerts[0]!)).toMatchObject({ level: 50, limit: 3 });
  });

  it('takes the client from X-Forwarded-For only behind a trusted proxy, and only its last hop', async () => {
    // Without TRUST_PROXY the header is the client's own word: one socket, one budget.
    const socket = nextClient();
    for (let i = 0; i < 10; i++) {
      expect((await ask(t, nextPhone(), socket, `203.0.113.${i}`)).statusCode).toBe(200);
    }
    expect((await ask(t, nextPhone(), socket, '203.0.113.99')).statusCode).toBe(429);

    // Behind nginx the last entry is the client; forged entries to its left change nothing.
    const nginx = nextClient();
    const client = '198.51.100.7';
    for (let i = 0; i < 10; i++) {
      const res = await ask(proxied, nextPhone(), nginx, `192.0.2.${i}, ${client}`);
      expect(res.statusCode).toBe(200);
    }
    expect((await ask(proxied, nextPhone(), nginx, `192.0.2.77, ${client}`)).statusCode).toBe(429);
    const other = await ask(proxied, nextPhone(), nginx, '198.51.100.8');
    expect(other.statusCode, other.body).toBe(200);
  });
});
