import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/engines.js';
import { LogCapture } from '../test/log-capture.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { redactUrl } from './logger.js';

describe('redactUrl', () => {
  it('redacts secret query values and masks phones and ID numbers', () => {
    expect(
      redactUrl(
        '/api/x?user=tok&PassWord=p&ticketId=t&page=2&phone=13812345678&q=11010519491231002X',
      ),
    ).toBe(
      '/api/x?user=[REDACTED]&PassWord=[REDACTED]&ticketId=[REDACTED]&page=2&phone=138****5678&q=110***********002X',
    );
  });

  it('redacts a report share code in the shared page address', () => {
    expect(redactUrl('/12320/share/pacs?selid=r1&code=rs_abc')).toBe(
      '/12320/share/pacs?selid=r1&code=[REDACTED]',
    );
  });

  it('masks numbers in the path too', () => {
    expect(redactUrl('/api/people/13812345678')).toBe('/api/people/138****5678');
  });
});

describe.each(engines)('request logging on %s', (engine) => {
  const logs = new LogCapture();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { logLevel: 'info', logStream: logs.stream });
  });
  afterAll(() => t.close());

  it('logs neither tokens, passwords nor full phone numbers, and tags lines with the request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope?user=secret-token&password=p4ssw0rd&phone=13812345678',
      headers: { authorization: 'Bearer secret-bearer', cookie: 'sid=secret-cookie' },
    });
    expect(res.statusCode).toBe(404);
    const requestId = res.headers['x-request-id'];
    const mine = logs
      .lines()
      .filter((l) => (JSON.parse(l) as { reqId?: string }).reqId === requestId);
    expect(mine).toHaveLength(1);
    expect(JSON.parse(mine[0]!)).toMatchObject({ code: 'NOT_FOUND', res: { statusCode: 404 } });
    const text = mine.join('\n');
    expect(text).toContain('user=[REDACTED]');
    expect(text).toContain('138****5678');
    for (const secret of [
      'secret-token',
      'p4ssw0rd',
      '13812345678',
      'secret-bearer',
      'secret-cookie',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('writes one line per request, with status and time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const mine = logs
      .lines()
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.reqId === res.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('logs a server error once, at error level, with its stack', async () => {
    const before = logs.lines().length;
    const res = await t.app.inject({ method: 'GET', url: '/api/site/qr/gov.svg' });
    expect(res.statusCode).toBe(200);
    await t.db.destroy();
    // Not the site settings: those are served from memory and need no database.
    const failed = await t.app.inject({ method: 'GET', url: '/api/site/qr/wechat.svg' });
    expect(failed.statusCode).toBe(500);
    const requestId = failed.headers['x-request-id'];
    const errors = logs
      .lines()
      .slice(before)
      .map((l) => JSON.parse(l) as { reqId?: string; level: number; err?: { stack?: string } })
      .filter((l) => l.reqId === requestId && l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.err?.stack).toBeTruthy();
  });
});

describe('request logging below info', () => {
  it('adds nothing to a request when info is off', async () => {
    const logs = new LogCapture();
    const t = await createTestApp('sqlite', { logLevel: 'warn', logStream: logs.stream });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(t.app.hasPlugin('request-log')).toBe(true);
      expect(logs.lines()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
