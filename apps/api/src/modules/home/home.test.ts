import type { HomeContent } from '@portal/contract';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRoot } from '../../lib/content/content-file.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { keepDemoWindow } from '../../seed/demo-schedules.js';
import { loadPublicHealth } from '../public-health/public-health.service.js';
import { indexDocuments } from '../search/search.service.js';
import { HOME_FILE, readHomeFile, seasonOf } from './home-content.js';
import { homeContent, loadHome, popularDepartments, summaryOf } from './home.service.js';
import type { ClinicActivity } from './home.repository.js';

function withHomeFile<T>(change: (text: string) => string, read: (root: string) => T): T {
  const root = mkdtempSync(path.join(tmpdir(), 'home-content-'));
  try {
    const text = readFileSync(path.join(contentRoot(), HOME_FILE), 'utf8');
    writeFileSync(path.join(root, HOME_FILE), change(text));
    return read(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('content/home.yaml and the rules of the home page', () => {
  it('names featured conditions and articles and tips for every season', () => {
    const home = readHomeFile(contentRoot());
    expect(home.featured.filter((f) => f.type === 'condition').length).toBeGreaterThan(1);
    expect(home.featured.filter((f) => f.type === 'article').length).toBeGreaterThan(1);
    for (const tips of Object.values(home.tips)) expect(tips.length).toBeGreaterThan(1);
  });

  it('refuses a tip too long to read at a glance and an unknown season', () => {
    const long = () =>
      withHomeFile(
        (t) => t.replace('title: 花粉季注意过敏', `title: ${'很'.repeat(21)}`),
        readHomeFile,
      );
    expect(long).toThrow(/home\.yaml.*春季第 1 条提示的 title 超过 20 个字/);
    const season = () => withHomeFile((t) => `${t}\n  monsoon: []\n`, readHomeFile);
    expect(season).toThrow(/monsoon/);
  });

  it('tells the season by the China month', () => {
    expect(
      ['2026-03-01', '2026-06-01', '2026-11-30', '2026-12-01', '2027-02-28'].map(seasonOf),
    ).toEqual(['spring', 'summer', 'autumn', 'winter', 'winter']);
  });

  it('summarizes a page by its first sentence, else its first words', () => {
    expect(summaryOf('感冒是常见病。多数一周好。')).toBe('感冒是常见病。');
    expect(summaryOf('字'.repeat(80))).toBe(`${'字'.repeat(60)}…`);
  });

  it('ranks clinics by bookings, then schedules, each name once at its busiest hospital', () => {
    const clinic = (
      id: string,
      name: string,
      hospital: number,
      bookings: number,
      schedules: number,
    ): ClinicActivity => ({
      id,
      name,
      hospitalId: `h${hospital}`,
      hospitalName: `医院${hospital}`,
      hospitalOrder: hospital,
      bookings,
      schedules,
    });
    const list = popularDepartments(
      [
        clinic('a1', '儿内科', 1, 2, 3),
        clinic('a2', '儿内科', 2, 5, 9),
        clinic('b1', '心血管内科', 1, 4, 1),
        clinic('c1', '眼科', 1, 0, 6),
        clinic('d1', '口腔科', 1, 0, 0),
      ],
      3,
    );
    expect(list).toEqual([
      { name: '儿内科', departmentId: 'a2', hospitalId: 'h2', hospitalName: '医院2' },
      { name: '心血管内科', departmentId: 'b1', hospitalId: 'h1', hospitalName: '医院1' },
      { name: '眼科', departmentId: 'c1', hospitalId: 'h1', hospitalName: '医院1' },
    ]);
  });
});

describe.each(engines)('the home page content on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    // The demo county's rolling window of schedules, as the server keeps it.
    await keepDemoWindow(t.db, t.app.sms);
    await t.db.transaction().execute(async (trx) => {
      await loadHome(trx, contentRoot());
      await loadPublicHealth(trx, contentRoot());
      // Two of home.yaml's picks as the encyclopedia would index them; the rest are missing.
      await indexDocuments(trx, [
        {
          type: 'condition',
          id: 'gao-xue-ya',
          title: '高血压',
          body: '高血压是最常见的慢性病。血压长期升高会损害心、脑、肾。',
          url: '/wiki/knowledge/disease/gao-xue-ya',
        },
        {
          type: 'article',
          id: 'jia-li-fang-die-dao',
          title: '家里防跌倒，从这几处改起',
          body: '老人跌倒多发生在家里。',
          url: '/wiki/knowledge/article/jia-li-fang-die-dao',
        },
      ]);
    });
  });
  afterAll(() => t.close());

  it('answers notices, the featured pages found in the index, tips and clinics in one call', async () => {
    const res = await t.app.inject({ url: '/api/home' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const home = res.json() as HomeContent;
    expect(home.notices).toHaveLength(4);
    expect(home.notices[0]!.date >= home.notices[1]!.date).toBe(true);
    expect(home.featured).toEqual([
      {
        type: 'condition',
        id: 'gao-xue-ya',
        title: '高血压',
        summary: '高血压是最常见的慢性病。',
        url: '/wiki/knowledge/disease/gao-xue-ya',
      },
      {
        type: 'article',
        id: 'jia-li-fang-die-dao',
        title: '家里防跌倒，从这几处改起',
        summary: '老人跌倒多发生在家里。',
        url: '/wiki/knowledge/article/jia-li-fang-die-dao',
      },
    ]);
    expect(home.tips.length).toBeGreaterThan(0);
    // The demo county keeps a week of open schedules: its clinics are there to book.
    expect(home.departments.length).toBe(8);
    expect(new Set(home.departments.map((d) => d.name)).size).toBe(8);
    for (const d of home.departments) {
      const row = await t.db
        .selectFrom('department')
        .select(['name', 'hospital_id'])
        .where('id', '=', d.departmentId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ name: d.name, hospital_id: d.hospitalId });
    }
  });

  it('shows the tips of the season of the day', async () => {
    const summer = await homeContent(t.db, new Date('2026-07-15T04:00:00Z'));
    expect(summer.season).toBe('summer');
    expect(summer.tips.map((x) => x.title)).toContain('高温天气防中暑');
    // 16:30 UTC on 30 November is already 1 December in China: winter.
    const winter = await homeContent(t.db, new Date('2026-11-30T16:30:00Z'));
    expect(winter.season).toBe('winter');
  });

  it('puts the clinics people book first', async () => {
    const before = await homeContent(t.db);
    const last = before.departments.at(-1)!;
    const schedule = await t.db
      .selectFrom('schedule')
      .select(['id', 'department_id'])
      .where('department_id', '=', last.departmentId)
      .executeTakeFirstOrThrow();
    const slot = await t.db
      .selectFrom('slot')
      .select('id')
      .where('schedule_id', '=', schedule.id)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await t.db
      .insertInto('booking')
      .values({
        id: 'home-test-booking',
        account_id: (await t.db.selectFrom('app_user').select('id').executeTakeFirstOrThrow()).id,
        patient_key: 'home-test',
        family_member_id: null,
        patient_name: '测试',
        hospital_id: last.hospitalId,
        schedule_id: schedule.id,
        slot_id: slot.id,
        date: now.slice(0, 10),
        queue_no: 1,
        pickup_code: '12345678',
        status: 'booked',
        idempotency_key: null,
        request_hash: null,
        created_at: now,
        updated_at: now,
        cancelled_at: null,
        cancelled_by: null,
        cancel_reason: null,
        no_show_at: null,
        reminded_at: null,
      })
      .execute();
    const after = await homeContent(t.db);
    expect(after.departments[0]!.name).toBe(last.name);
  });
});
