import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { ELDER_MODE_CLASS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invalidatePublicReads } from '../lib/public-cache.js';
import { announceSharedChange } from '../lib/shared-change.js';
import {
  EDITORIAL_API,
  reloadContentSet,
  saveVersion,
  versionAct,
} from '../test/editorial-fixtures.js';
import { engines } from '../test/engines.js';
import { DEMO_STAFF, staffSession } from '../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { prerenderModule } from './home-prerender.js';

/** The shape of the built index.html that a page's render is put into. */
const INDEX_HTML = [
  '<!doctype html><html lang="zh-CN"><head>',
  '<meta name="description" content="站点简介" />',
  '<title>12320 健康服务平台</title>',
  '<script type="module" crossorigin src="/12320/assets/index-abc.js"></script>',
  '</head><body><div id="root"><!--prerender--><div class="boot-splash">正在加载…</div>',
  '<!--/prerender--></div></body></html>',
].join('');

/**
 * A stand-in for the web build's render (apps/web/src/app/prerender-page.tsx). It would render
 * any address, personal ones too, so that the server's own refusal is what a test sees; it
 * fails for one condition name. Its markup is not escaped: the real render's is React's. It
 * counts its renders in globalThis.pageRenders.
 */
const RENDERER = `export function publicPage(path) {
  const id = /^wiki\\/knowledge\\/disease\\/([^/?]+)/.exec(path)?.[1] ?? 'gan-mao';
  return { reads: [{ url: '/api/wiki/conditions/' + id }] };
}
export async function renderPublicPage(site, elderMode, path, [condition], origin) {
  globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
  if (condition.name === '渲染失败') throw new Error('render failed');
  return {
    body: '<main><h1>' + condition.name + '</h1><p>' + condition.summary + '</p><p>' + (elderMode ? '长辈版' : '标准版') + '</p></main>',
    head: {
      title: condition.name,
      description: condition.name + '：' + condition.summary,
      canonicalPath: 'wiki/knowledge/disease/' + condition.id,
      structuredData: { '@context': 'https://schema.org', '@type': 'MedicalCondition', name: condition.name },
    },
    queries: [[['wiki', 'condition', condition.id], condition]],
    modules: ['wiki-condition'],
  };
}
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] },
  'src/app/routes/wiki-condition.tsx': {
    file: 'assets/wiki-condition-x.js',
    imports: ['_page-y.js'],
  },
  '_page-y.js': { file: 'assets/page-y.js', css: ['assets/wiki-z.css', 'assets/index-abc.css'] },
};

const PAGE = '/12320/wiki/knowledge/disease/gan-mao';

const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;

const scriptText = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const jsonLd = (html: string) =>
  JSON.parse(scriptText(html, /<script type="application\/ld\+json">([^<]*)<\/script>/)!);
const queries = (html: string) =>
  JSON.parse(scriptText(html, /<script type="application\/json" id="prerender-queries">([^<]*)</)!);

describe.each(engines)('public pages from the server on %s', (engine) => {
  let t: TestApp;
  let dir: string;
  let webDist: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-page-prerender-'));
    webDist = path.join(dir, 'web');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    mkdirSync(path.join(webDist, '.vite'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    mkdirSync(path.dirname(prerenderModule(webDist)), { recursive: true });
    writeFileSync(prerenderModule(webDist), RENDERER);
    t = await createTestApp(engine, { webDist, publicOrigin: 'https://12320.example.gov.cn' });
    // The test database holds no encyclopedia until it is loaded from content/.
    await reloadContentSet(t.db, 'wiki');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a condition rendered, with its title, description, canonical URL and data', async () => {
    const condition = (await t.app.inject({ url: '/api/wiki/conditions/gan-mao' })).json();
    const res = await t.app.inject({ method: 'GET', url: PAGE });
    expect(res.statusCode).toBe(200);
    // Marked for the browser to hydrate (main.tsx), nothing between #root and the markup.
    expect(res.body).toContain(
      `<div id="root" data-server-rendered=""><main><h1>${condition.name}</h1>`,
    );
    expect(res.body).toContain(`<title>${condition.name} - `);
    expect(res.body).toContain(`<meta name="description" content="${condition.name}：`);
    expect(res.body).not.toContain('站点简介');
    expect(res.body).toContain(
      '<link rel="canonical" href="https://12320.example.gov.cn/12320/wiki/knowledge/disease/gan-mao">',
    );
    // The route's stylesheet, not the entry's (inline in index.html already).
    expect(res.body).toContain('<link rel="stylesheet" href="/12320/assets/wiki-z.css">');
    expect(res.body).not.toContain('href="/12320/assets/index-abc.css"');
    // The route's chunk and the one it imports start downloading with the entry, not after it.
    expect(res.body).toContain('"/12320/assets/wiki-condition-x.js","/12320/assets/page-y.js"]');
    expect(res.body).not.toContain('"/12320/assets/index-abc.js",');
    expect(jsonLd(res.body)).toMatchObject({ '@type': 'MedicalCondition', name: condition.name });
    expect(queries(res.body)).toEqual([[['wiki', 'condition', 'gan-mao'], condition]]);
    expect(res.headers['content-security-policy']).toContain("'sha256-");

    const again = await t.app.inject({
      method: 'GET',
      url: PAGE,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the build manifest it reads to itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/12320/.vite/manifest.json' });
    expect(res.body).not.toContain('"isEntry"');
  });

  it('renders elder mode for the elder-mode cookie, compressed as asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: PAGE,
      headers: { cookie: 'elder_mode=1', 'accept-encoding': 'br' },
    });
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain(`<html class="${ELDER_MODE_CLASS}" lang="zh-CN">`);
    expect(html).toContain('<p>长辈版</p>');
  });

  it('follows a content change at once, and a publication from the staff console', async () => {
    const first = await t.app.inject({ method: 'GET', url: PAGE });
    await t.db
      .updateTable('wiki_condition')
      .set({ summary: '改过的概述。' })
      .where('id', '=', 'gan-mao')
      .execute();
    await announceSharedChange(t.db);
    const changed = await t.app.inject({ method: 'GET', url: PAGE });
    expect(changed.body).toContain('<p>改过的概述。</p>');
    expect(changed.headers.etag).not.toBe(first.headers.etag);

    // As the console publishes: an editor's draft, approved by a reviewer.
    const editor = await staffSession(t.app, DEMO_STAFF.editor);
    const reviewer = await staffSession(t.app, DEMO_STAFF.reviewer);
    const draft = await editor.inject({
      method: 'POST',
      url: `${EDITORIAL_API}/drafts`,
      payload: { kind: 'condition', itemId: 'gan-mao' },
    });
    const { id, fields } = draft.json();
    const summary = '控制台发布的新概述，多喝温水。';
    await saveVersion(editor, id, { ...fields, meta: { ...fields.meta, summary } });
    await versionAct(editor, id, 'submit');
    expect((await versionAct(reviewer, id, 'approve')).json().status).toBe('published');
    const published = await t.app.inject({ method: 'GET', url: PAGE });
    expect(published.body).toContain(`<p>${summary}</p>`);
  });

  it('answers a repeated request from memory, without asking the API', async () => {
    // The app's own requests to the API, as static-web.ts reads a page's answers.
    const inject = vi.spyOn(t.app, 'inject');
    const apiReads = () =>
      inject.mock.calls.filter((call: unknown[]) =>
        (call[0] as { url: string }).url.startsWith('/api/'),
      ).length;
    try {
      const first = await t.app.inject({ method: 'GET', url: PAGE });
      const [reads, rendered] = [apiReads(), renders()];
      const again = await t.app.inject({ method: 'GET', url: PAGE });
      expect(again.body).toBe(first.body);
      expect(apiReads()).toBe(reads);
      expect(renders()).toBe(rendered);

      // A booking in this process drops the public reads, and with them the rendered pages.
      invalidatePublicReads(t.db);
      await t.app.inject({ method: 'GET', url: PAGE });
      expect(apiReads()).toBe(reads + 1);
    } finally {
      inject.mockRestore();
    }
  });

  it('renders again after its lifetime only if the content has changed', async () => {
    const first = await t.app.inject({ method: 'GET', url: PAGE });
    const rendered = renders();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Past the page's lifetime, not the condition's on the API: the same ETag, the same page.
      vi.setSystemTime(Date.now() + 11_000);
      expect((await t.app.inject({ method: 'GET', url: PAGE })).body).toBe(first.body);
      expect(renders()).toBe(rendered);

      // Past the condition's lifetime on the API too, changed without an operator's notice.
      await t.db
        .updateTable('wiki_condition')
        .set({ summary: '过期后读到的概述。' })
        .where('id', '=', 'gan-mao')
        .execute();
      vi.setSystemTime(Date.now() + 61_000);
      const changed = await t.app.inject({ method: 'GET', url: PAGE });
      expect(changed.body).toContain('<p>过期后读到的概述。</p>');
      expect(renders()).toBe(rendered + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps markup in content inside its element', async () => {
    const name = '</script><img src=x onerror=alert(1)>"感冒';
    await t.db.updateTable('wiki_condition').set({ name }).where('id', '=', 'gan-mao').execute();
    await announceSharedChange(t.db);
    const res = await t.app.inject({ method: 'GET', url: PAGE });
    const head = res.body.slice(0, res.body.indexOf('<div id="root"'));
    expect(head).toContain('<title>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;感冒 - ');
    expect(head).toContain(
      '<meta name="description" content="&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;感冒：',
    );
    // Inside the JSON scripts only as \u003c: nothing there can end the script.
    const tail = res.body.slice(res.body.indexOf('</main>'));
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(tail).not.toContain('</script><img');
    expect(head).not.toContain('</script><img');
    expect(jsonLd(res.body).name).toBe(name);
    expect(queries(res.body)[0][1].name).toBe(name);
  });

  it('never renders a personal page, and sends unknown or failing ones plain with 200', async () => {
    for (const url of ['/12320/account/settings', '/12320/account/appointments', '/12320/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(
        INDEX_HTML.replace('</head>', '<meta name="robots" content="noindex"></head>'),
      );
    }
    for (const url of [
      '/12320/wiki/knowledge/disease/no-such-condition',
      `${PAGE}?ticketId=abc`,
      `${PAGE}?x=1&user=abc`,
      `${PAGE}?redirect=%2Faccount`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
    }
    await t.db
      .updateTable('wiki_condition')
      .set({ name: '渲染失败' })
      .where('id', '=', 'gan-mao')
      .execute();
    await announceSharedChange(t.db);
    const failed = await t.app.inject({ method: 'GET', url: PAGE });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(INDEX_HTML);
  });
});
