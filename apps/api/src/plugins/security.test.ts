import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/engines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe.each(engines)('security headers on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it.each(['/12320/home', '/12320/no/such/page', '/gov-sso/'])(
    'protects the document %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toMatch(/https?:/);
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each(['/api/site/config', '/api/nope', '/healthz'])(
    'gives the JSON answer %s the API policy: loads nothing, framed by nothing',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      // Document-only headers stay off: each costs time on every answer.
      expect(res.headers['origin-agent-cluster']).toBeUndefined();
    },
  );

  it('marks API responses no-store unless they are public content', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives every response a request id and keeps a safe incoming one', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/healthz' });
    const next = await t.app.inject({ method: 'GET', url: '/healthz' });
    // A random per-process prefix and a counter: distinct, and safe in a header or a log.
    expect(own.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
    expect(next.headers['x-request-id']).not.toBe(own.headers['x-request-id']);
    const kept = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'nginx-abc.123' },
    });
    expect(kept.headers['x-request-id']).toBe('nginx-abc.123');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
  });

  it('compresses large API JSON on the fly', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
