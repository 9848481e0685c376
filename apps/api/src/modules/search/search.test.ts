import type { SearchResult, SuggestionList } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRoot } from '../../lib/content/content-file.js';
import { invalidatePublicReads } from '../../lib/public-cache.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  forgetSynonyms,
  indexDocuments,
  readSynonymsFile,
  removeDocuments,
  replaceDocuments,
  replaceSynonyms,
  searchIds,
  type SearchDocument,
} from './search.service.js';

/** Our own documents, so the search is tested whatever content is loaded. */
const DOCS: SearchDocument[] = [
  {
    type: 'condition',
    id: 't-gan-mao',
    title: '感冒',
    names: ['普通感冒', '伤风'],
    body: '感冒是最常见的上呼吸道感染，多由病毒引起，鼻塞、流涕、咽痛，一周左右自愈。',
    url: '/wiki/knowledge/disease/t-gan-mao',
    category: '呼吸系统',
  },
  {
    type: 'condition',
    id: 't-liu-gan',
    title: '流行性感冒',
    names: ['流感'],
    body: '流感由流感病毒引起，起病急，高热、全身酸痛，比普通感冒重。',
    url: '/wiki/knowledge/disease/t-liu-gan',
    category: '呼吸系统',
  },
  {
    type: 'condition',
    id: 't-gao-xue-ya',
    title: '高血压',
    names: ['原发性高血压'],
    body: '高血压是最常见的慢性病，血压长期升高会损害心、脑、肾。家里要常量血压。',
    url: '/wiki/knowledge/disease/t-gao-xue-ya',
    category: '心脑血管',
  },
  {
    type: 'condition',
    id: 't-fu-xie',
    title: '腹泻',
    body: '腹泻就是大便次数多、稀，要防脱水。',
    url: '/wiki/knowledge/disease/t-fu-xie',
  },
  {
    type: 'article',
    id: 't-kang-sheng-su',
    title: '感冒了要不要吃抗生素？',
    body: '多数感冒由病毒引起，抗生素对病毒没有作用。滥用抗生素会带来耐药。',
    url: '/wiki/knowledge/article/t-kang-sheng-su',
    category: '合理用药',
  },
  {
    type: 'article',
    id: 't-xue-tang',
    title: '控制血糖的五个习惯',
    body: '高血糖的人常常也有血压问题，但这篇只讲血糖。',
    url: '/wiki/knowledge/article/t-xue-tang',
    category: '慢病管理',
  },
  {
    type: 'drug',
    id: 't-amoxicillin',
    title: '阿莫西林',
    names: ['Amoxicillin'],
    body: '青霉素类抗生素，用于敏感细菌引起的感染。对青霉素过敏者禁用。',
    url: '/drug/t-amoxicillin',
    category: '抗微生物药',
  },
  {
    type: 'drug',
    id: 't-gan-mao-ling',
    title: '感冒灵颗粒',
    body: '用于感冒引起的头痛、发热、鼻塞、流涕、咽痛。',
    url: '/drug/t-gan-mao-ling',
    category: '中成药',
  },
  {
    type: 'help',
    id: 't-password',
    title: '忘记密码怎么办？',
    body: '在登录页点“忘记密码”，用注册手机号收验证码后设置新密码。',
    url: '/helpcenter/account#t-password',
    category: '账号与登录',
  },
];

describe.each(engines)('search on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.db.transaction().execute(async (trx) => {
      await indexDocuments(trx, DOCS);
      await replaceSynonyms(trx, readSynonymsFile(contentRoot()));
    });
    forgetSynonyms(t.db);
  });
  afterAll(() => t.close());

  const search = async (q: string, query: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: '/api/search', query: { q, ...query } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchResult;
  };
  const ids = (r: SearchResult) => r.list.map((h) => h.id);

  it('finds the cold condition for 感冒, first, with the word marked', async () => {
    const r = await search('感冒');
    expect(r.list[0]).toMatchObject({ type: 'condition', id: 't-gan-mao', title: '感冒' });
    expect(ids(r)).toEqual(
      expect.arrayContaining(['t-liu-gan', 't-kang-sheng-su', 't-gan-mao-ling']),
    );
    expect(ids(r)).not.toContain('t-gao-xue-ya');
    // The demo county's clinics and doctors mention 感冒 too (反复感冒的体质调理).
    expect(r.counts).toMatchObject({ condition: 2, article: 1, drug: 1, help: 0 });
    expect(r.total).toBe(Object.values(r.counts).reduce((a, b) => a + b, 0));
    expect(r.list[0]!.titleMarks).toEqual([{ text: '感冒', mark: true }]);
    const article = r.list.find((h) => h.id === 't-kang-sheng-su')!;
    expect(article.snippet.filter((s) => s.mark).map((s) => s.text)).toContain('感冒');
    expect(article.snippet.map((s) => s.text).join('')).toContain('多数感冒由病毒引起');
    // Without a type: the best of each type, best type first.
    expect(r.groups[0]).toMatchObject({ type: 'condition', total: 2 });
    expect(r.groups[0]!.items.map((h) => h.id)).toEqual(['t-gan-mao', 't-liu-gan']);
    expect(r.groups.map((g) => g.type)).toEqual(expect.arrayContaining(['drug', 'article']));
    expect(r.partial).toBe(false);
  });

  it('finds 高血压 for 血压高 (the synonym table) and for gxy and gaoxue (pinyin)', async () => {
    expect(ids(await search('血压高'))[0]).toBe('t-gao-xue-ya');
    expect(ids(await search('血压高怎么办'))[0]).toBe('t-gao-xue-ya');
    expect(ids(await search('gxy'))[0]).toBe('t-gao-xue-ya');
    expect(ids(await search('gaoxue'))[0]).toBe('t-gao-xue-ya');
    expect(ids(await search('GXY'))[0]).toBe('t-gao-xue-ya');
    expect(ids(await search('amxl'))).toEqual(['t-amoxicillin']);
    expect(ids(await search('amoxi'))).toEqual(['t-amoxicillin']);
    expect(ids(await search('拉肚子'))[0]).toBe('t-fu-xie');
    // 感冒药 → 感冒 + 药品: the drug for colds first among its words.
    const medicine = await search('感冒药');
    expect(medicine.counts.drug).toBe(1);
    expect(medicine.list[0]?.id).toBe('t-gan-mao-ling');
  });

  it('matches a longer word as a phrase, not as scattered characters', async () => {
    // The 血糖 article has 高血 (of 高血糖) and 血压 apart: not 高血压.
    const article = { type: 'article' };
    expect((await search('高血压', article)).total).toBe(0);
    // A query of several words needs only one of them: 血压 alone finds the article, flagged.
    const some = await search('高血压 血压', article);
    expect([ids(some), some.partial]).toEqual([['t-xue-tang'], true]);
    expect(ids(await search('高血压'))[0]).toBe('t-gao-xue-ya');
    expect(ids(await search('血压', article))).toEqual(['t-xue-tang']);
    expect(ids(await search('上呼吸道感染'))[0]).toBe('t-gan-mao');
    expect(ids(await search('伤风'))).toEqual(['t-gan-mao']);
  });

  it('answers a one-character query from titles and names, an empty one with nothing', async () => {
    const one = await search('感');
    expect(ids(one).slice(0, 3)).toEqual(expect.arrayContaining(['t-gan-mao', 't-liu-gan']));
    // 病毒 is in bodies only: a single 病 finds no body text.
    expect((await search('毒')).total).toBe(0);
    for (const q of ['', '   ', '，。！', '***']) {
      const r = await search(q);
      expect([r.total, r.list, r.groups, r.partial]).toEqual([0, [], [], false]);
      expect(Object.values(r.counts).every((n) => n === 0)).toBe(true);
    }
    const missing = await t.app.inject({ url: '/api/search' });
    expect([missing.statusCode, (missing.json() as SearchResult).total]).toEqual([200, 0]);
  });

  it.each([
    '"',
    '*',
    '(',
    ')',
    'OR',
    'NEAR',
    '-',
    '" * ( ) OR NEAR -',
    '感冒 OR 高血压',
    'NEAR(感冒 高血压)',
    '"感冒',
    '-感冒',
    "感冒' OR 1=1 --",
    '感冒:*',
    "'!(&|<->",
    '\\',
  ])('treats %j as text, never as syntax', async (q) => {
    const r = await search(q);
    expect(r.total).toBeGreaterThanOrEqual(0);
    if (q.includes('感冒') && !q.includes('高血压')) expect(ids(r)[0]).toBe('t-gan-mao');
  });

  it('filters by type and pages, with counts for every type', async () => {
    const first = await search('感冒', { type: 'condition', pageSize: '1' });
    expect([first.total, ids(first), first.groups]).toEqual([2, ['t-gan-mao'], []]);
    expect(first.counts).toMatchObject({ condition: 2, article: 1, drug: 1 });
    const second = await search('感冒', { type: 'condition', pageSize: '1', pageNo: '2' });
    expect(ids(second)).toEqual(['t-liu-gan']);
    const beyond = await search('感冒', { type: 'condition', pageNo: '99' });
    expect([beyond.total, beyond.list]).toEqual([2, []]);
    const bad = await t.app.inject({ url: '/api/search', query: { q: '感冒', type: 'nope' } });
    expect(bad.statusCode).toBe(400);
    const long = await t.app.inject({ url: '/api/search', query: { q: '感'.repeat(51) } });
    expect([long.statusCode, long.json().code]).toEqual([400, 'INVALID_INPUT']);
  });

  it('falls back to results with some of the words when none has them all', async () => {
    const r = await search('感冒 腹泻');
    expect(r.partial).toBe(true);
    expect(ids(r)).toEqual(expect.arrayContaining(['t-gan-mao', 't-fu-xie']));
  });

  it('suggests titles and names as one types, naming the alias that matched', async () => {
    const suggest = async (q: string) => {
      const res = await t.app.inject({ url: '/api/search/suggest', query: { q } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public/);
      return res.json() as SuggestionList;
    };
    expect((await suggest('gx'))[0]).toMatchObject({ id: 't-gao-xue-ya', title: '高血压' });
    expect((await suggest('高血'))[0]).toMatchObject({ id: 't-gao-xue-ya', alias: null });
    expect((await suggest('伤风'))[0]).toMatchObject({ id: 't-gan-mao', alias: '伤风' });
    expect((await suggest('amox'))[0]).toMatchObject({
      id: 't-amoxicillin',
      url: '/drug/t-amoxicillin',
    });
    // Bodies are not suggested: 病毒 is only in bodies.
    expect(await suggest('病毒')).toEqual([]);
    expect(await suggest('')).toEqual([]);
  });

  it('gives a feature the ids of its own type for a keyword', async () => {
    expect(await searchIds(t.db, { q: '感冒', type: 'drug' })).toEqual(['t-gan-mao-ling']);
    expect(await searchIds(t.db, { q: 'Amoxicillin', type: 'drug' })).toEqual(['t-amoxicillin']);
    expect(await searchIds(t.db, { q: '', type: 'drug' })).toBeNull();
  });

  it('keeps the index in step with writes: replaced, removed, and a type replaced whole', async () => {
    // As every writer does after its transaction: this process's cached answers go.
    const write = async (change: Promise<void>) => {
      await change;
      invalidatePublicReads(t.db);
    };
    const extra: SearchDocument = {
      type: 'help',
      id: 't-extra',
      title: '如何预约挂号',
      body: '登录后选择医院、科室和医生。',
      url: '/helpcenter/booking',
    };
    await write(indexDocuments(t.db, [extra]));
    expect(ids(await search('预约挂号', { type: 'help' }))).toEqual(['t-extra']);
    await write(
      indexDocuments(t.db, [{ ...extra, title: '如何取消预约', body: '在我的预约里取消。' }]),
    );
    expect((await search('挂号', { type: 'help' })).total).toBe(0);
    expect(ids(await search('取消预约', { type: 'help' }))).toEqual(['t-extra']);
    await write(removeDocuments(t.db, 'help', ['t-extra', 'never-indexed']));
    expect((await search('取消预约', { type: 'help' })).total).toBe(0);
    // A rolled-back write leaves the index as it was.
    await expect(
      t.db.transaction().execute(async (trx) => {
        await indexDocuments(trx, [extra]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    invalidatePublicReads(t.db);
    expect((await search('预约挂号', { type: 'help' })).total).toBe(0);
    await write(replaceDocuments(t.db, 'help', [extra]));
    expect((await search('密码', { type: 'help' })).total).toBe(0);
    expect((await search('预约挂号', { type: 'help' })).total).toBe(1);
  });

  it('finds the demo county’s hospitals, departments and doctors', async () => {
    const hospital = await search('青禾县人民医院');
    expect(hospital.list[0]).toMatchObject({ type: 'hospital', title: '青禾县人民医院' });
    const clinic = await search('心血管内科', { type: 'department' });
    expect(clinic.list[0]).toMatchObject({ title: '心血管内科', category: '青禾县人民医院' });
    expect(clinic.list[0]!.url).toMatch(/^\/hospital\/department\?id=/);
    const doctor = await t.db.selectFrom('doctor').select(['id', 'name']).executeTakeFirstOrThrow();
    const found = await search(doctor.name, { type: 'doctor' });
    expect(found.list.map((h) => h.url)).toContain(`/doctor?id=${doctor.id}`);
    // 县人民医院 and 人民医院 are its other names: rmyy is their initials.
    expect((await search('rmyy')).list[0]).toMatchObject({ title: '青禾县人民医院' });
  });
});
