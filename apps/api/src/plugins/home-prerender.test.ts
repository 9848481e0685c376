import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { ELDER_MODE_CLASS, type SiteConfig } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from '../test/engines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createHomePrerender, homeDocument, prerenderModule } from './home-prerender.js';

/** The shape of the built index.html that the home page's render is put into. */
const INDEX_HTML = [
  '<!doctype html><html lang="zh-CN"><head><title>12320 健康服务平台</title>',
  '<link rel="preload" href="/api/site/config" as="fetch" crossorigin="anonymous" />',
  '<script type="module" crossorigin src="/12320/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/12320/assets/runtime-def.js">',
  '</head><body><div id="root"><!--prerender--><div class="boot-splash">正在加载…</div>',
  '<!--/prerender--></div></body></html>',
].join('');

/** A stand-in for the web build's server render, failing for one site name. */
const RENDERER = `export async function renderHomePage(site, elderMode) {
  if (site.siteName === '渲染失败') throw new Error('render failed');
  return '<main><h1>' + site.siteName + '</h1><p>' + (elderMode ? '长辈版' : '标准版') + '</p></main>';
}
`;

const inlineScript = (html: string) => /<script type="module">([^<]*)<\/script>/.exec(html)?.[1];
const embeddedSite = (html: string) =>
  JSON.parse(/<script type="application\/json" id="site-config">([^<]*)<\/script>/.exec(html)![1]!);

const SITE = { siteName: '示例县 12320', productCode: 'demo' } as SiteConfig;

describe('homeDocument', () => {
  it('puts the page in #root, the settings in the page and starts the scripts after paint', () => {
    const doc = homeDocument(INDEX_HTML, '<main>首页</main>', SITE)!;
    expect(doc.html).toContain('<div id="root" data-server-rendered=""><main>首页</main></div>');
    expect(doc.html).toContain('<title>首页 - 示例县 12320</title>');
    // Neither fetched beside the document: the scripts wait for the paint, the settings are here.
    expect(doc.html).not.toContain('src="/12320/assets/index-abc.js"');
    expect(doc.html).not.toContain('<link rel="modulepreload"');
    expect(doc.html).not.toContain('href="/api/site/config"');
    expect(embeddedSite(doc.html)).toEqual(SITE);
    const script = inlineScript(doc.html)!;
    expect(script).toContain('import("/12320/assets/index-abc.js")');
    expect(script).toContain('"/12320/assets/runtime-def.js"');
    expect(script).toContain('requestAnimationFrame');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(doc.contentSecurityPolicy).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('keeps markup in the settings from ending the script or the title', () => {
    const site = { ...SITE, siteName: '</script><script>alert(1)</script>' };
    const doc = homeDocument(INDEX_HTML, '<main></main>', site)!;
    expect(doc.html).not.toContain('</script><script>alert(1)');
    expect(doc.html).toContain(
      '<title>首页 - &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(embeddedSite(doc.html).siteName).toBe(site.siteName);
  });

  it('declines an index.html without the slot or the entry script', () => {
    expect(homeDocument('<html><body><div id="root"></div></body></html>', 'x', SITE)).toBe(
      undefined,
    );
    expect(homeDocument(INDEX_HTML.replace(/<script[^>]*><\/script>/, ''), 'x', SITE)).toBe(
      undefined,
    );
  });
});

describe('createHomePrerender', () => {
  const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

  it('renders each mode once per version of the settings and again when they change', async () => {
    let site: SiteConfig = SITE;
    const render = vi.fn(async (s: SiteConfig, elder: boolean) => `<h1>${s.siteName}${elder}</h1>`);
    const home = createHomePrerender({
      indexHtml: INDEX_HTML,
      render,
      loadSite: async () => site,
      log,
      ttlMs: 0,
    });
    const first = await home.page(false);
    expect((await home.page(false))?.etag).toBe(first?.etag);
    await home.page(true);
    expect(render).toHaveBeenCalledTimes(2);

    site = { ...SITE, siteName: '改名后的平台' };
    const renamed = await home.page(false);
    expect(renamed?.identity.toString()).toContain('<h1>改名后的平台false</h1>');
    expect(renamed?.etag).not.toBe(first?.etag);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps the settings it read for ttlMs', async () => {
    const loadSite = vi.fn(async () => SITE);
    const home = createHomePrerender({
      indexHtml: INDEX_HTML,
      render: async () => '<h1></h1>',
      loadSite,
      log,
      ttlMs: 60_000,
    });
    await Promise.all([home.page(false), home.page(true), home.page(false)]);
    expect(loadSite).toHaveBeenCalledTimes(1);
  });

  it('reads the settings again, within ttlMs, once an operator has changed something', async () => {
    const loadSite = vi.fn(async () => SITE);
    let changes = 0;
    const home = createHomePrerender({
      indexHtml: INDEX_HTML,
      render: async () => '<h1></h1>',
      loadSite,
      log,
      ttlMs: 60_000,
      changeCount: () => changes,
    });
    await home.page(false);
    await home.page(false);
    expect(loadSite).toHaveBeenCalledTimes(1);
    changes += 1;
    await home.page(false);
    expect(loadSite).toHaveBeenCalledTimes(2);
  });

  it('answers undefined, and logs, when the settings or the render fail', async () => {
    const failing = createHomePrerender({
      indexHtml: INDEX_HTML,
      render: async () => {
        throw new Error('render failed');
      },
      loadSite: async () => SITE,
      log,
      ttlMs: 0,
    });
    expect(await failing.page(false)).toBe(undefined);
    const unreadable = createHomePrerender({
      indexHtml: INDEX_HTML,
      render: async () => '',
      loadSite: async () => {
        throw new Error('database down');
      },
      log,
      ttlMs: 0,
    });
    expect(await unreadable.page(false)).toBe(undefined);
    expect(log.error).toHaveBeenCalledTimes(2);
  });
});

describe.each(engines)('the home page from the server on %s', (engine) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-prerender-'));
    const webDist = path.join(dir, 'web');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    mkdirSync(path.dirname(prerenderModule(webDist)), { recursive: true });
    writeFileSync(prerenderModule(webDist), RENDERER);
    t = await createTestApp(engine, { webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends /12320/home rendered, with the settings /api/site/config answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/12320/home' });
    const site = (await t.app.inject({ method: 'GET', url: '/api/site/config' })).json();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<div id="root" data-server-rendered=""><main><h1>${site.siteName}</h1><p>标准版</p>`,
    );
    expect(embeddedSite(res.body)).toEqual(site);
    const hash = createHash('sha256').update(inlineScript(res.body)!).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(res.headers['cache-control']).toBe('no-cache');

    const again = await t.app.inject({
      method: 'GET',
      url: '/12320/home',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('renders elder mode for the elder-mode cookie, compressed as asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/12320/home',
      headers: { cookie: 'elder_mode=1', 'accept-encoding': 'br' },
    });
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain(`<html class="${ELDER_MODE_CLASS}" lang="zh-CN">`);
    expect(html).toContain('<p>长辈版</p>');
  });

  it('sends other paths, and the home page with a query, as the plain index.html', async () => {
    for (const url of ['/12320/home?ticket=abc', '/12320/hospital/list', '/12320/?user=abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toBe(INDEX_HTML);
      expect(res.headers['content-security-policy'], url).not.toContain('sha256');
    }
  });

  it('falls back to the plain index.html when the render fails', async () => {
    // An app keeps the settings it read for SITE_CONFIG_LIFETIME; a fresh one reads them at once.
    const fresh = await createTestApp(engine, { webDist: path.join(dir, 'web') });
    try {
      await fresh.db
        .updateTable('site_setting')
        .set({ value: JSON.stringify('渲染失败') })
        .where('key', '=', 'site.siteName')
        .execute();
      const res = await fresh.app.inject({ method: 'GET', url: '/12320/home' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    } finally {
      await fresh.close();
    }
  });
});
