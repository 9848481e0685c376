import { API, SEARCH_INSIGHTS_PATH, type SearchInsightPage } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chinaToday } from '../../lib/china-day.js';
import { createTestUser } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { DEMO_STAFF, staffSession } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { searchCommand } from './search-insights.cli.js';
import { addCounts } from './search-insights.repository.js';
import { flushSearchCounts, keptQuery, pruneSearchStats } from './search-insights.service.js';

/** Words no document has (rare characters), and words the demo county certainly has. */
const NOTHING = '鼗鼙鼛';
const FOUND = '高血压';

describe('keptQuery', () => {
  it('keeps the words, normalized, and nothing that looks like a number of someone', () => {
    expect(keptQuery('  ＧＸＹ   高血压 ')).toBe('gxy 高血压');
    expect(keptQuery('33010219900101123X')).toBeUndefined();
    expect(keptQuery('13800138000 高血压')).toBeUndefined();
    expect(keptQuery('138-0013-8000')).toBeUndefined();
    expect(keptQuery('138 0013 8000')).toBeUndefined();
    expect(keptQuery('wang@example.cn')).toBeUndefined();
    expect(keptQuery('2 型糖尿病')).toBe('2 型糖尿病');
    expect(keptQuery('   ')).toBeUndefined();
  });
});

describe.each(engines)('search insights on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const searchFor = (q: string, extra = '') =>
    t.app.inject({
      method: 'GET',
      url: `${API.search}?q=${encodeURIComponent(q)}${extra}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
  const click = (q: string) =>
    t.app.inject({ method: 'POST', url: API.searchClicks, payload: { q } });
  const rows = () => t.db.selectFrom('search_query_stat').selectAll().orderBy('query').execute();
  const row = async (query: string) =>
    (await rows()).find((r) => r.query === query && r.day === chinaToday());

  it('counts every search of the page under concurrent requests, and which found nothing', async () => {
    const replies = await Promise.all([
      ...Array.from({ length: 12 }, () => searchFor(FOUND)),
      ...Array.from({ length: 7 }, () => searchFor(NOTHING)),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual(Array(19).fill(200));
    // Other pages and types read the same search further: not counted again.
    await searchFor(FOUND, '&type=condition');
    await searchFor(FOUND, '&pageNo=2');
    await flushSearchCounts(t.db);
    expect(await row(FOUND)).toMatchObject({ searches: 12, zero_results: 0, clicks: 0 });
    expect(await row(NOTHING)).toMatchObject({ searches: 7, zero_results: 7, clicks: 0 });
  });

  it('adds concurrent writers up without losing any (one upsert, no read-then-write)', async () => {
    const day = chinaToday();
    await Promise.all(
      Array.from({ length: 16 }, () =>
        addCounts(t.db, [{ day, query: '并发', searches: 1, zeroResults: 1 }], []),
      ),
    );
    expect(await row('并发')).toMatchObject({ searches: 16, zero_results: 16 });
  });

  it('counts a click on a query searched today, never past its searches, and makes no rows', async () => {
    await searchFor('感冒');
    await flushSearchCounts(t.db);
    for (const q of ['感冒', '感冒', '没人搜过的词']) {
      expect((await click(q)).statusCode).toBe(204);
    }
    await flushSearchCounts(t.db);
    expect(await row('感冒')).toMatchObject({ searches: 1, clicks: 1 });
    expect(await row('没人搜过的词')).toBeUndefined();
    expect((await click('')).statusCode).toBe(400);
  });

  it('keeps the words only: no number of anyone, no column for who searched', async () => {
    const citizen = await createTestUser(t.db, { verified: true });
    for (const q of ['33010219900101123X', `${citizen.phone} 预约`, '138 0013 8000']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${API.search}?q=${encodeURIComponent(q)}&user=${citizen.token}`,
      });
      expect(res.statusCode).toBe(200);
    }
    await flushSearchCounts(t.db);
    const all = await rows();
    expect(all.filter((r) => /\d{4}/.test(r.query))).toEqual([]);
    for (const r of all) {
      expect(Object.keys(r).sort()).toEqual(
        ['clicks', 'day', 'query', 'searches', 'zero_results'].sort(),
      );
      expect(JSON.stringify(r)).not.toContain(citizen.token);
    }
  });

  it('shows content editors and the bureau the failing searches, most frequent first', async () => {
    for (const username of [DEMO_STAFF.editor, DEMO_STAFF.reviewer, DEMO_STAFF.bureau_admin]) {
      const staff = await staffSession(t.app, username);
      const zero = await staff.inject({ method: 'GET', url: `${SEARCH_INSIGHTS_PATH}?days=7` });
      expect(zero.statusCode).toBe(200);
      const zeroPage = zero.json<SearchInsightPage>();
      expect(zeroPage.list[0]).toMatchObject({ query: '并发', searches: 16, zeroResults: 16 });
      expect(zeroPage.list.map((r) => r.query)).toContain(NOTHING);
      expect(zeroPage.list.map((r) => r.query)).not.toContain(FOUND);

      const noClick = await staff.inject({
        method: 'GET',
        url: `${SEARCH_INSIGHTS_PATH}?days=30&kind=noclick&pageSize=1`,
      });
      const noClickPage = noClick.json<SearchInsightPage>();
      expect(noClickPage).toMatchObject({ total: 1, pageSize: 1 });
      // 感冒 was opened once; 高血压 found results twelve times and nobody opened one.
      expect(noClickPage.list).toEqual([
        { query: FOUND, searches: 12, zeroResults: 0, clicks: 0, lastDay: chinaToday() },
      ]);
    }
  });

  it('refuses a citizen and a hospital administrator; a bad period is a 400', async () => {
    const citizen = await createTestUser(t.db);
    const asCitizen = await t.app.inject({
      method: 'GET',
      url: `${SEARCH_INSIGHTS_PATH}?user=${citizen.token}`,
      headers: { authorization: `Bearer ${citizen.token}` },
    });
    expect(asCitizen.statusCode).toBe(401);
    const admin = await staffSession(t.app, DEMO_STAFF.hospital_admin);
    expect((await admin.inject({ method: 'GET', url: SEARCH_INSIGHTS_PATH })).statusCode).toBe(403);
    const editor = await staffSession(t.app, DEMO_STAFF.editor);
    const bad = await editor.inject({ method: 'GET', url: `${SEARCH_INSIGHTS_PATH}?days=9` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fff]/u);
  });

  it('prints the table for operators (CLI search misses)', async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line) => lines.push(String(line)));
    try {
      expect(await searchCommand(t.db, ['misses', '--days', '30', '--kind', 'noclick'])).toBe(true);
      expect(await searchCommand(t.db, ['misses', '--kind', 'everything'])).toBe(false);
    } finally {
      log.mockRestore();
    }
    expect(lines[0]).toBe('近 30 天有结果但没人点开的搜索：共 1 个搜索词');
    expect(lines[2]).toBe(['12', '0', '0', chinaToday(), FOUND].join('\t'));
  });

  it('deletes days older than 180', async () => {
    const now = new Date();
    const old = chinaToday(new Date(now.getTime() - 180 * 24 * 3600_000));
    const kept = chinaToday(new Date(now.getTime() - 179 * 24 * 3600_000));
    await addCounts(
      t.db,
      [old, kept].map((day) => ({ day, query: '旧词', searches: 1, zeroResults: 1 })),
      [],
    );
    expect(await pruneSearchStats(t.db, now)).toBe(1);
    const left = (await rows()).filter((r) => r.query === '旧词').map((r) => r.day);
    expect(left).toEqual([kept]);
  });

  it('never fails a search when counting fails', async () => {
    await t.db.schema.dropTable('search_query_stat').execute();
    expect((await searchFor('头痛')).statusCode).toBe(200);
    await expect(flushSearchCounts(t.db)).resolves.toBeUndefined();
  });
});
