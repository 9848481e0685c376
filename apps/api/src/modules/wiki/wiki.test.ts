import {
  API,
  ArticleDetail,
  ConditionDetail,
  type ArticlePage,
  type ConditionList,
  type DepartmentDetail,
  type SearchResult,
  type WikiCategoryList,
} from '@portal/contract';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { contentRoot } from '../../lib/content/content-file.js';
import { CONTENT_SETS } from '../content/content-sets.js';
import { loadContent } from '../content/content.service.js';
import { pinyinKey, readArticles, readConditions, readMedia } from './wiki-content.js';
import { loadWiki } from './wiki-load.js';

const ROOT = contentRoot();
const CONDITIONS = readConditions(ROOT).length;
const ARTICLES = readArticles(ROOT).length + readMedia(ROOT).length;

describe('the knowledge base content as written', () => {
  it('has at least 40 conditions and 100 articles, every one passing the loader’s checks', () => {
    expect(CONDITIONS).toBeGreaterThanOrEqual(40);
    expect(ARTICLES).toBeGreaterThanOrEqual(100);
  });

  it('files conditions under the pinyin initial of their Han characters', () => {
    expect(pinyinKey('2 型糖尿病').initial).toBe('T');
    expect(pinyinKey('感冒')).toEqual({ initial: 'G', sortKey: 'gan mao' });
  });
});

describe.each(engines)('the knowledge base on %s', (engine) => {
  let t: TestApp;
  const get = <T>(url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers }).then((r) => ({
      status: r.statusCode,
      headers: r.headers,
      raw: r.rawPayload,
      body: (r.headers['content-type']?.toString().includes('json') ? r.json() : undefined) as T,
    }));

  beforeAll(async () => {
    t = await createTestApp(engine);
    // The same registry the server loads at start.
    const [loaded] = await loadContent(
      t.db,
      ROOT,
      CONTENT_SETS.filter((s) => s.name === 'wiki'),
    );
    expect(loaded?.items).toBe(CONDITIONS + ARTICLES);
  });
  afterAll(() => t.close());

  it('lists the categories with how many articles each has', async () => {
    const { status, body } = await get<WikiCategoryList>(API.wikiCategories);
    expect(status).toBe(200);
    expect(body.map((c) => c.name)).toContain('常见病');
    expect(body).toHaveLength(10);
    expect(body.reduce((n, c) => n + c.count, 0)).toBe(ARTICLES);
    expect(body.every((c) => c.count > 0)).toBe(true);
  });

  it('pages a category’s articles without overlap, newest reviewed first', async () => {
    const page = (n: number) =>
      get<ArticlePage>(`${API.wikiArticles}?category=common&pageSize=4&pageNo=${n}`);
    const [one, two] = [(await page(1)).body, (await page(2)).body];
    expect(one.total).toBeGreaterThan(8);
    expect(one.list).toHaveLength(4);
    expect(two.list).toHaveLength(4);
    const ids = [...one.list, ...two.list].map((a) => a.id);
    expect(new Set(ids).size).toBe(8);
    const dates = [...one.list, ...two.list].map((a) => a.reviewedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(one.list.every((a) => a.category.name === '常见病')).toBe(true);
    const past = (await page(99)).body;
    expect(past.list).toEqual([]);
    expect(past.total).toBe(one.total);
  });

  it('lists media items (图解 and audio) and a condition’s articles', async () => {
    const media = (await get<ArticlePage>(`${API.wikiArticles}?kind=media&pageSize=100`)).body;
    expect(media.total).toBe(readMedia(ROOT).length);
    expect(new Set(media.list.map((a) => a.kind))).toEqual(new Set(['diagram', 'audio']));
    const about = (await get<ArticlePage>(`${API.wikiArticles}?condition=gan-mao&pageSize=100`))
      .body;
    expect(about.list.map((a) => a.id)).toContain('qi-bu-xi-shou-fa');
  });

  it('answers 404 for an unknown category, condition or article and 400 for a malformed id', async () => {
    expect((await get(`${API.wikiArticles}?category=nope`)).status).toBe(404);
    expect((await get(`${API.wikiArticles}?condition=nope`)).status).toBe(404);
    const missing = await get<{ code: string; message: string }>('/api/wiki/articles/no-such');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/文章/);
    expect((await get('/api/wiki/conditions/no-such')).status).toBe(404);
    expect((await get('/api/wiki/articles/Bad_Id')).status).toBe(400);
    expect((await get(`${API.wikiArticles}?pageSize=1000`)).status).toBe(400);
  });

  it('gives an article with its byline, sources, body, related reading and neighbours', async () => {
    const first = (await get<ArticlePage>(`${API.wikiArticles}?category=common&pageSize=3`)).body;
    const middle = first.list[1]!;
    const { status, body, headers } = await get<ArticleDetail>(`/api/wiki/articles/${middle.id}`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toMatch(/public/);
    expect(Value.Check(ArticleDetail, body)).toBe(true);
    expect(body.author).toBeTruthy();
    expect(body.sources.length).toBeGreaterThan(0);
    expect(body.body.filter((b) => b.kind === 'h2').length).toBeGreaterThanOrEqual(2);
    expect(body.prev).toEqual({ id: first.list[0]!.id, title: first.list[0]!.title });
    expect(body.next).toEqual({ id: first.list[2]!.id, title: first.list[2]!.title });
    expect(body.related.length).toBeGreaterThan(0);
    expect(body.related.map((r) => r.id)).not.toContain(middle.id);
    const head = (await get<ArticleDetail>(`/api/wiki/articles/${first.list[0]!.id}`)).body;
    expect(head.prev).toBeNull();
  });

  it('serves a 图解’s pictures from the content folder with a long cache and an ETag', async () => {
    const item = (await get<ArticleDetail>('/api/wiki/articles/qi-bu-xi-shou-fa')).body;
    expect(item.kind).toBe('diagram');
    expect(item.conditions.map((c) => c.id)).toContain('gan-mao');
    expect(item.images.length).toBe(6);
    expect(item.images[0]!.alt).toMatch(/第 1 步/);
    const img = await get(item.images[0]!.url);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(img.headers['cache-control']).toMatch(/immutable/);
    expect(img.raw.toString()).toBe(
      readFileSync(join(ROOT, 'media/qi-bu-xi-shou-fa/step-1.svg'), 'utf8'),
    );
    const again = await get(item.images[0]!.url, { 'if-none-match': img.headers.etag as string });
    expect(again.status).toBe(304);
    expect((await get('/api/wiki/media/qi-bu-xi-shou-fa/step-9.svg')).status).toBe(404);
    expect((await get('/api/wiki/media/gan-mao/..%2f..%2fpackage.json')).status).toBe(400);
  });

  it('gives an audio item with its recording and the transcript as the body', async () => {
    const item = (await get<ArticleDetail>('/api/wiki/articles/liu-gan-ji-jie-fang-hu')).body;
    expect(item.kind).toBe('audio');
    expect(item.audio?.type).toBe('audio/ogg');
    const audio = await get(item.audio!.url);
    expect(audio.status).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/ogg');
    expect(audio.raw.subarray(0, 4).toString()).toBe('OggS');
  });

  it('lists every condition by pinyin with its letter, system and departments', async () => {
    const { body } = await get<ConditionList>(API.wikiConditions);
    expect(body).toHaveLength(CONDITIONS);
    const letters = body.map((c) => c.initial);
    expect(letters).toEqual([...letters].sort());
    expect(body.find((c) => c.id === 'gan-mao')).toMatchObject({
      name: '感冒',
      initial: 'G',
      system: '呼吸系统',
    });
    expect(body.find((c) => c.id === 'tang-niao-bing')?.initial).toBe('T');
  });

  it('gives a condition in the fixed outline with 何时就医 and bookable departments', async () => {
    const { status, body } = await get<ConditionDetail>('/api/wiki/conditions/gan-mao');
    expect(status).toBe(200);
    expect(Value.Check(ConditionDetail, body)).toBe(true);
    expect(body.sections.map((s) => s.title)).toEqual([
      '概述',
      '症状',
      '病因',
      '诊断',
      '治疗',
      '预防',
    ]);
    expect(body.care.map((c) => c.title)).toEqual(['立即拨打 120', '尽快就医', '可先居家观察']);
    expect(body.care.every((c) => c.signs.length > 0)).toBe(true);
    expect(body.relatedDepartments.map((d) => d.name)).toEqual(body.departments);
    expect(body.relatedDepartments.every((d) => d.places.length > 0)).toBe(true);
    // The county hospital first where it has the clinic; general practice is the townships'.
    const chest = body.relatedDepartments.find((d) => d.name === '呼吸内科')!.places[0]!;
    expect(chest.hospitalName).toBe('青禾县人民医院');
    const dept = await get<DepartmentDetail>(`/api/departments/${chest.departmentId}`);
    expect(dept.body.name).toBe('呼吸内科');
    expect(dept.body.hospitalId).toBe(chest.hospitalId);
    expect(body.articleCount).toBeGreaterThanOrEqual(body.articles.length);
    expect(body.articles.length).toBeGreaterThan(0);
  });

  it('indexes conditions and articles for search under their page URLs', async () => {
    const { body } = await get<SearchResult>(`${API.search}?q=${encodeURIComponent('感冒')}`);
    const cold = body.list.find((h) => h.type === 'condition' && h.id === 'gan-mao');
    expect(cold?.url).toBe('/wiki/knowledge/disease/gan-mao');
    expect(body.counts.article).toBeGreaterThan(0);
    const hit = (
      await get<SearchResult>(`${API.search}?type=article&q=${encodeURIComponent('七步洗手法')}`)
    ).body.list[0];
    expect(hit?.url).toBe('/wiki/knowledge/article/qi-bu-xi-shou-fa');
  });

  describe('a bad content file', () => {
    let root: string;
    beforeAll(() => {
      root = mkdtempSync(join(tmpdir(), 'portal-wiki-'));
      for (const dir of ['conditions', 'articles', 'media']) {
        cpSync(join(ROOT, dir), join(root, dir), { recursive: true });
      }
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    const load = () => t.db.transaction().execute((trx) => loadWiki(trx, root));
    const edit = (file: string, from: string | RegExp, to: string) => {
      const original = readFileSync(join(root, file), 'utf8');
      writeFileSync(join(root, file), original.replace(from, to));
      return () => writeFileSync(join(root, file), original);
    };
    const countConditions = async () =>
      (await t.db.selectFrom('wiki_condition').select('id').execute()).length;

    it.each([
      [
        'conditions/gan-mao.md',
        '### 尽快就医',
        '### 快点就医',
        /conditions\/gan-mao\.md.*尽快就医/,
      ],
      ['conditions/gan-mao.md', '## 病因', '## 原因', /conditions\/gan-mao\.md.*病因/],
      [
        'conditions/gan-mao.md',
        'system: 呼吸系统',
        'system: 肺',
        /conditions\/gan-mao\.md.*system/,
      ],
      [
        'conditions/gan-mao.md',
        /departments: \[.*\]/,
        'departments: [肺科]',
        /gan-mao\.md.*departments/,
      ],
      [
        'media/qi-bu-xi-shou-fa.md',
        'gan-mao]',
        'no-such]',
        /media\/qi-bu-xi-shou-fa\.md.*conditions/,
      ],
      [
        'media/qi-bu-xi-shou-fa.md',
        'step-2.svg',
        'step-x.svg',
        /qi-bu-xi-shou-fa\.md.*step-x\.svg/,
      ],
      ['media/qi-bu-xi-shou-fa.md', /reviewedAt: .*/, 'reviewedAt: 2026-13-01', /reviewedAt/],
    ])(
      '%s (%s → %s) is refused naming the file and field, changing nothing',
      async (file, from, to, message) => {
        const before = await countConditions();
        const restore = edit(file, from, to);
        try {
          await expect(load()).rejects.toThrow(message);
        } finally {
          restore();
        }
        expect(await countConditions()).toBe(before);
      },
    );

    it('refuses an article filed under another category’s folder', async () => {
      const restore = edit(
        'articles/common/tou-tong-he-shi-jiu-yi.md',
        /category: .*/,
        'category: 心理健康',
      );
      try {
        await expect(load()).rejects.toThrow(
          /articles\/common\/tou-tong-he-shi-jiu-yi\.md.*category/,
        );
      } finally {
        restore();
      }
    });
  });
});
