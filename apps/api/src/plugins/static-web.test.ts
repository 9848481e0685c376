import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/engines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  TEST_ASSET_JS,
  TEST_ASSET_PATH,
  TEST_INDEX_HTML,
  TEST_MANIFEST,
  TEST_SW_JS,
} from '../test/web-dist.js';

describe.each(engines)('static web on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('serves index.html at /12320/home, revalidated on every visit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/12320/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(TEST_INDEX_HTML);
  });

  it('falls back to index.html for client-side routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/12320/some/deep/link?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(TEST_INDEX_HTML);
  });

  it('sends index.html compressed from memory and answers 304 to its ETag', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/12320/deep/link',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding, cookie');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(TEST_INDEX_HTML);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/12320/home',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(TEST_INDEX_HTML);

    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/12320/home',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends index.html already in elder mode when the elder cookie is set', async () => {
    const elder = await t.app.inject({
      method: 'GET',
      url: '/12320/home',
      headers: { cookie: 'a=b; elder_mode=1' },
    });
    expect(elder.body).toMatch(/<html[^>]* class="elderMode"/);
    expect(elder.body).toMatch(/<body class="elderMode"/);
    const standard = await t.app.inject({
      method: 'GET',
      url: '/12320/home',
      headers: { cookie: 'elder_mode=0' },
    });
    expect(standard.body).toBe(TEST_INDEX_HTML);
    expect(elder.headers.etag).not.toBe(standard.headers.etag);
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/12320/${TEST_ASSET_PATH}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(TEST_ASSET_JS);
  });

  // A year-cached worker would keep every device on the old version for a year: the browser
  // asks for sw.js on navigations and must always get the current one.
  it('serves the service worker and the app manifest revalidated, with their types', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/12320/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toBe(TEST_SW_JS);
    const manifest = await t.app.inject({ method: 'GET', url: '/12320/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.body).toBe(TEST_MANIFEST);
  });

  it('sends the precompressed brotli file as is, not compressed twice', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/12320/${TEST_ASSET_PATH}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(TEST_ASSET_JS);
  });

  it('answers 404 for a missing hashed asset instead of the HTML page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/12320/assets/gone-000000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('opens /, /12320 and /12320/ on the home page', async () => {
    for (const url of ['/', '/12320', '/12320/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/12320/home');
    }
  });

  it('answers 404 JSON for anything unmatched outside /12320/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/elsewhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: '接口不存在' });
  });
});

describe('static web without a build', () => {
  const emptyDist = mkdtempSync(path.join(tmpdir(), 'portal-no-web-'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { webDist: emptyDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(emptyDist, { recursive: true, force: true });
  });

  it('still serves the API and says the web app is not built', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/12320/login' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: '前端尚未构建，请先运行 npm run build',
    });
  });
});
