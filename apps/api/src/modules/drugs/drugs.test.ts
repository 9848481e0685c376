import type {
  DrugCategoryList,
  DrugDetail,
  DrugPage,
  DrugSuggestionList,
  SearchResult,
} from '@portal/contract';
import { DRUG_SECTIONS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRoot } from '../../lib/content/content-file.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadDrugs } from './drug-content.js';

describe.each(engines)('drug lookup on %s', (engine) => {
  let t: TestApp;
  let loaded = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    loaded = await t.db.transaction().execute((trx) => loadDrugs(trx, contentRoot()));
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, query: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, query });
    return { status: res.statusCode, body: res.json() as T };
  };
  const page = (query: Record<string, string>) => get<DrugPage>('/api/drugs', query);

  it('loads the whole catalogue with its search documents', async () => {
    expect(loaded).toBeGreaterThanOrEqual(150);
    const all = await page({ pageSize: '100' });
    expect(all.body.total).toBe(loaded);
    const categories = await get<DrugCategoryList>('/api/drugs/categories');
    expect(categories.body.reduce((n, c) => n + c.count, 0)).toBe(loaded);
    expect(categories.body.find((c) => c.name === '中成药')!.count).toBeGreaterThan(10);
    const docs = await t.db
      .selectFrom('search_document')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('type', '=', 'drug')
      .executeTakeFirstOrThrow();
    expect(Number(docs.n)).toBe(loaded);
  });

  it('finds a drug by generic name, brand name, pinyin and initials', async () => {
    for (const keyword of ['阿莫西林', '阿莫仙', 'amoxilin', 'amxl']) {
      const res = await page({ keyword });
      expect(res.status).toBe(200);
      expect(res.body.list[0]?.id, keyword).toBe('amoxicillin');
    }
    // Part of a name, as typed so far, finds what the suggestions would offer.
    expect((await page({ keyword: 'amx' })).body.list.map((d) => d.id)).toContain('amoxicillin');
    const brand = await page({ keyword: '芬必得' });
    expect(brand.body.list.map((d) => d.id)).toEqual(['ibuprofen']);
    const none = await page({ keyword: '没有这种药' });
    expect(none.body).toMatchObject({ list: [], total: 0 });
  });

  it('filters by category, prescription status and insurance class', async () => {
    const tcm = await page({ category: '中成药', pageSize: '100' });
    expect(tcm.body.total).toBeGreaterThan(10);
    expect(tcm.body.list.every((d) => d.category === '中成药')).toBe(true);

    const otcA = await page({ otc: '甲类非处方药', pageSize: '100' });
    const otcB = await page({ otc: '乙类非处方药', pageSize: '100' });
    const otc = await page({ otc: '非处方药', pageSize: '100' });
    const rx = await page({ otc: '处方药', pageSize: '100' });
    expect(otcA.body.list.every((d) => d.rx === '甲类非处方药')).toBe(true);
    expect(otcB.body.list.every((d) => d.rx === '乙类非处方药')).toBe(true);
    expect(rx.body.list.every((d) => d.rx === '处方药')).toBe(true);
    expect(otc.body.total).toBe(otcA.body.total + otcB.body.total);
    expect(otc.body.total + rx.body.total).toBe(loaded);
    expect(otcA.body.total).toBeGreaterThan(0);

    const b = await page({ insurance: '乙', pageSize: '100' });
    expect(b.body.total).toBeGreaterThan(0);
    expect(b.body.list.every((d) => d.insurance === '乙')).toBe(true);

    // A keyword and a filter together: ibuprofen is an OTC drug, not a prescription one.
    expect((await page({ keyword: '布洛芬', otc: '处方药' })).body.list).toEqual([]);
    expect((await page({ keyword: '布洛芬', otc: '乙类非处方药' })).body.list[0]?.id).toBe(
      'ibuprofen',
    );
  });

  it('pages the list in a stable order', async () => {
    const first = await page({ pageNo: '1', pageSize: '10' });
    const second = await page({ pageNo: '2', pageSize: '10' });
    expect(first.body.list).toHaveLength(10);
    expect(second.body.total).toBe(first.body.total);
    const ids = new Set([...first.body.list, ...second.body.list].map((d) => d.id));
    expect(ids.size).toBe(20);
    // Categories in the list's order: 抗微生物药 first.
    expect(first.body.list[0]!.category).toBe('抗微生物药');
    const past = await page({ pageNo: '999', pageSize: '10' });
    expect(past.body).toMatchObject({ list: [], total: loaded });
    const bads: Record<string, string>[] = [
      { pageSize: '101' },
      { pageNo: '0' },
      { otc: 'OTC' },
      { category: '别的' },
    ];
    for (const bad of bads) {
      const res = await page(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((res.body as unknown as { code: string }).code).toBe('INVALID_INPUT');
    }
  });

  it('joins the site-wide search, linking to the drug page', async () => {
    const res = await get<SearchResult>('/api/search', { q: 'amxl', type: 'drug' });
    expect(res.body.list[0]).toMatchObject({
      type: 'drug',
      id: 'amoxicillin',
      title: '阿莫西林',
      url: '/drug/detail/amoxicillin',
    });
    const brand = await get<SearchResult>('/api/search', { q: '芬必得' });
    expect(brand.body.counts.drug).toBeGreaterThan(0);
  });

  it('suggests names as the user types, pinyin included', async () => {
    const amx = await get<DrugSuggestionList>('/api/drugs/suggest', { q: 'amx' });
    expect(amx.body.map((s) => s.name)).toContain('阿莫西林');
    const brand = await get<DrugSuggestionList>('/api/drugs/suggest', { q: '芬必' });
    expect(brand.body[0]).toEqual({ id: 'ibuprofen', name: '布洛芬', alias: '芬必得' });
    expect((await get('/api/drugs/suggest', { q: '' })).status).toBe(400);
  });

  it('shows a drug with its monograph in the fixed sections and the disclaimer', async () => {
    const { status, body } = await get<DrugDetail>('/api/drugs/amoxicillin');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      genericName: '阿莫西林',
      brandNames: ['阿莫仙'],
      rx: '处方药',
      insurance: '甲',
      essential: true,
    });
    // The demo seed stocked it through the ingestion service: in stock first, with prices.
    expect(body.stock.length).toBeGreaterThan(2);
    expect(body.stock[0]).toMatchObject({ hospitalName: '青禾县人民医院', inStock: true });
    expect(body.stock.every((s) => s.price > 0 && s.strength && s.unit)).toBe(true);
    expect(body.stockedBy).toBe(
      new Set(body.stock.filter((s) => s.inStock).map((s) => s.hospitalId)).size,
    );
    expect(body.sections.map((s) => s.title)).toEqual([...DRUG_SECTIONS]);
    expect(body.sections.every((s) => s.blocks.length > 0)).toBe(true);
    expect(body.disclaimer).toContain('不能代替药品说明书');
    expect(body.forms.find((f) => f.form === '胶囊')!.strengths).toContain('0.25 g');
    const missing = await get<{ code: string }>('/api/drugs/no-such-drug');
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});
