import { API, SiteConfig } from '@portal/contract';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_SITE_CONFIG, seedDemoCounty } from '../../seed/demo-county.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { countSettings, upsertSettings } from './site.repository.js';
import { SITE_CONFIG_LIFETIME } from './site.routes.js';

/** Runs `request` with the clock moved past the in-memory cache's lifetime. */
let skew = 0;
async function afterCacheTtl<T>(request: () => Promise<T>): Promise<T> {
  skew += SITE_CONFIG_LIFETIME.ttlMs + 1;
  const now = Date.now() + skew;
  vi.spyOn(Date, 'now').mockReturnValue(now);
  try {
    return await request();
  } finally {
    vi.restoreAllMocks();
  }
}

describe.each(engines)('site module on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('serves the seeded site config in the contract shape, cacheable for 10 s', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.siteConfig });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=10');
    const body: unknown = res.json();
    expect(Value.Check(SiteConfig, body)).toBe(true);
    expect(body).toEqual(DEMO_SITE_CONFIG);
    expect(res.json().countyName).toBe('青禾县');
    expect(res.json().copyright).toContain('本站为演示站点，县名、地址、电话均为虚构');
  });

  it('answers a revalidation with the same ETag by 304 and no body', async () => {
    const first = await t.app.inject({ method: 'GET', url: API.siteConfig });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: API.siteConfig,
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await t.app.inject({
      method: 'GET',
      url: API.siteConfig,
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('shows a setting an operator changed in the database within 10 s, without a restart', async () => {
    const before = await t.app.inject({ method: 'GET', url: API.siteConfig });
    await upsertSettings(t.db, { 'site.hotline': '12320-1' });
    const cached = await t.app.inject({ method: 'GET', url: API.siteConfig });
    expect(cached.json().hotline).toBe(DEMO_SITE_CONFIG.hotline);

    try {
      const res = await afterCacheTtl(() => t.app.inject({ method: 'GET', url: API.siteConfig }));
      expect(res.json().hotline).toBe('12320-1');
      expect(res.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await upsertSettings(t.db, { 'site.hotline': DEMO_SITE_CONFIG.hotline });
    }
  });

  it('seeds idempotently', async () => {
    const before = await countSettings(t.db);
    await seedDemoCounty(t.db);
    expect(await countSettings(t.db)).toBe(before);
  });

  it('serves each footer QR code as a real SVG, cacheable for a day', async () => {
    for (const qr of DEMO_SITE_CONFIG.qrCodes) {
      const res = await t.app.inject({ method: 'GET', url: qr.imageUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.body).toContain('<path');
    }
    const gov = await t.app.inject({ method: 'GET', url: '/api/site/qr/gov.svg' });
    const wechat = await t.app.inject({ method: 'GET', url: '/api/site/qr/wechat.svg' });
    expect(gov.body).not.toBe(wechat.body);
  });

  it('answers 404 in the contract shape for an unknown QR key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/qr/weibo.svg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: '二维码不存在' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('rejects a malformed QR key with the field named in Chinese', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/qr/Bad_Key.svg' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_INPUT', message: '「二维码编号」格式不正确' });
  });

  it('answers 503 while the site settings are missing', async () => {
    await t.db.deleteFrom('site_setting').where('key', '=', 'site.hotline').execute();
    const res = await afterCacheTtl(() => t.app.inject({ method: 'GET', url: API.siteConfig }));
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    await seedDemoCounty(t.db);
    // Nothing was cached for the missing settings: the next request reads them again.
    const healed = await afterCacheTtl(() => t.app.inject({ method: 'GET', url: API.siteConfig }));
    expect(healed.statusCode).toBe(200);
  });
});
