import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceSharedChange } from '../lib/shared-change.js';
import { reloadContentSet } from '../test/editorial-fixtures.js';
import { engines } from '../test/engines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const ORIGIN = 'https://12320.example.gov.cn';

/** Each <url> as { loc, lastmod }: the sitemap protocol's two fields this site uses. */
function urls(xml: string) {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    (m) => ({ loc: m[1]!, lastmod: m[2] }),
  );
}

describe.each(engines)('sitemap.xml and robots.txt on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { publicOrigin: ORIGIN });
    // The test database holds no encyclopedia or drug list until they are loaded from content/.
    await reloadContentSet(t.db, 'wiki');
    await reloadContentSet(t.db, 'drugs');
  });
  afterAll(() => t.close());

  it('lists every public item at its canonical address, dated by its last review', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
    );
    const list = urls(res.body);
    // Every <url> was read: nothing in the file is outside the shape above.
    expect(res.body.match(/<url>/g)).toHaveLength(list.length);
    const at = new Map(list.map((u) => [u.loc, u.lastmod]));

    const conditions = await t.db
      .selectFrom('wiki_condition')
      .select(['id', 'reviewed_at'])
      .execute();
    const articles = await t.db.selectFrom('wiki_article').select(['id', 'reviewed_at']).execute();
    const drugs = await t.db.selectFrom('drug').select(['id', 'reviewed_at']).execute();
    const hospitals = await t.db.selectFrom('hospital').select('id').execute();
    const doctors = await t.db.selectFrom('doctor').select(['id', 'retired_at']).execute();
    expect(conditions.length * articles.length * drugs.length * hospitals.length).toBeGreaterThan(
      0,
    );
    for (const c of conditions) {
      expect(at.get(`${ORIGIN}/12320/wiki/knowledge/disease/${c.id}`)).toBe(c.reviewed_at);
    }
    for (const a of articles) {
      expect(at.get(`${ORIGIN}/12320/wiki/knowledge/article/${a.id}`)).toBe(a.reviewed_at);
    }
    for (const d of drugs) {
      expect(at.get(`${ORIGIN}/12320/drug/detail/${d.id}`)).toBe(d.reviewed_at);
    }
    for (const h of hospitals) expect(at.has(`${ORIGIN}/12320/hospital/detail/${h.id}`)).toBe(true);
    for (const d of doctors) {
      expect(at.has(`${ORIGIN}/12320/doctor?id=${d.id}`)).toBe(d.retired_at === null);
    }
    for (const page of ['home', 'drug', 'hospital/list', 'helpcenter', 'public_health']) {
      expect(at.has(`${ORIGIN}/12320/${page}`), page).toBe(true);
    }
    const newestCondition = conditions
      .map((c) => c.reviewed_at)
      .sort()
      .at(-1);
    expect(at.get(`${ORIGIN}/12320/wiki/knowledge/disease_list`)).toBe(newestCondition);
    expect(list.some((u) => u.loc.includes('/account'))).toBe(false);
    expect(
      list.every((u) => u.lastmod === undefined || /^\d{4}-\d{2}-\d{2}$/.test(u.lastmod)),
    ).toBe(true);

    const again = await t.app.inject({
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('follows a content change at once', async () => {
    await t.db
      .updateTable('wiki_condition')
      .set({ reviewed_at: '2099-01-02' })
      .where('id', '=', 'gan-mao')
      .execute();
    await announceSharedChange(t.db);
    const list = urls((await t.app.inject({ url: '/sitemap.xml' })).body);
    const at = new Map(list.map((u) => [u.loc, u.lastmod]));
    expect(at.get(`${ORIGIN}/12320/wiki/knowledge/disease/gan-mao`)).toBe('2099-01-02');
    expect(at.get(`${ORIGIN}/12320/wiki/knowledge/disease_list`)).toBe('2099-01-02');
  });

  it('opens public pages to crawlers and closes personal ones, the API and the console', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /12320/',
      'Disallow: /12320/account/',
      'Disallow: /api/',
      'Disallow: /staff/',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ]);
  });

  it('marks personal pages noindex, and public ones not', async () => {
    for (const url of [
      '/12320/account/settings',
      '/12320/login?redirect=%2Fhome',
      '/12320/account',
    ]) {
      const res = await t.app.inject({ url, headers: { cookie: 'elder_mode=1' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
    for (const url of ['/12320/hospital/list', '/12320/accounting', '/12320/home']) {
      const res = await t.app.inject({ url });
      expect(res.body, url).not.toContain('noindex');
    }
  });
});

describe.each(engines)('sitemap.xml without PUBLIC_ORIGIN on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it("uses the request's own origin", async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'portal.local:8080' } });
    expect(res.body).toContain('Sitemap: http://portal.local:8080/sitemap.xml');
    const xml = (
      await t.app.inject({ url: '/sitemap.xml', headers: { host: 'portal.local:8080' } })
    ).body;
    expect(xml).toContain('<loc>http://portal.local:8080/12320/home</loc>');
  });
});
