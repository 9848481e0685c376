import type { ImmunizationSchedule, Notice, PublicHealthService } from '@portal/contract';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRoot } from '../../lib/content/content-file.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readImmunization, readNotices, readServices } from './public-health-content.js';
import { loadPublicHealth } from './public-health.service.js';

/** A copy of content/public-health with one file changed, removed afterwards. */
function withChanged<T>(file: string, change: (text: string) => string, read: (root: string) => T) {
  const root = mkdtempSync(path.join(tmpdir(), 'public-health-'));
  try {
    cpSync(path.join(contentRoot(), 'public-health'), path.join(root, 'public-health'), {
      recursive: true,
    });
    const target = path.join(root, 'public-health', file);
    writeFileSync(target, change(readFileSync(target, 'utf8')));
    return read(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('content/public-health as read', () => {
  it('has the thirteen services in order, each with audience, what is free and where', () => {
    const services = readServices(contentRoot());
    expect(services).toHaveLength(13);
    expect(services[0]!.name).toBe('居民健康档案管理');
    for (const s of services) {
      expect(s.free.length).toBeGreaterThan(0);
      expect(s.where.length).toBeGreaterThan(0);
      expect(s.body.some((b) => b.kind === 'h2')).toBe(true);
    }
  });

  it('reads the immunization schedule: every dose at an age of the table', () => {
    const schedule = readImmunization(contentRoot());
    expect(schedule.ages[0]).toBe('出生时');
    const hepB = schedule.vaccines.find((v) => v.abbr === 'HepB')!;
    expect(hepB.doses).toEqual({ 出生时: [1], '1 月龄': [2], '6 月龄': [3] });
    const jeI = schedule.vaccines.find((v) => v.abbr === 'JE-I')!;
    expect(jeI.doses['8 月龄']).toEqual([1, 2]);
    // The 2025 DTaP schedule: five doses, the last at 6.
    expect(Object.keys(schedule.vaccines.find((v) => v.abbr === 'DTaP')!.doses)).toEqual([
      '2 月龄',
      '4 月龄',
      '6 月龄',
      '18 月龄',
      '6 岁',
    ]);
    expect(schedule.amendments.map((a) => a.effective)).toEqual(['2025-01-01', '2025-11-10']);
  });

  it('refuses a dose at an age the table has no column for, naming the file', () => {
    const read = () =>
      withChanged(
        'immunization.yaml',
        (t) =>
          t.replace(
            'doses: { 出生时: 1, 1 月龄: 2, 6 月龄: 3 }',
            'doses: { 出生时: 1, 7 月龄: 2 }',
          ),
        readImmunization,
      );
    expect(read).toThrow(/immunization\.yaml.*7 月龄/);
  });

  it('lists notices newest first and refuses one without a real date', () => {
    const notices = readNotices(contentRoot());
    expect(notices.map((n) => n.date)).toEqual([...notices.map((n) => n.date)].sort().reverse());
    const read = () =>
      withChanged(
        'notices.yaml',
        (t) => t.replace('date: 2026-09-01', 'date: 2026-13-45'),
        readNotices,
      );
    expect(read).toThrow(/notices\.yaml.*date/);
  });

  it('refuses a service without what is free', () => {
    const read = () =>
      withChanged(
        'services/gaoxueya.md',
        (t) => t.replace(/free:\n( {2}- .*\n)+/, 'free: []\n'),
        readServices,
      );
    expect(read).toThrow(/gaoxueya\.md.*free/);
  });
});

describe.each(engines)('public health on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    return res.json() as T;
  };

  it('says the schedule is not published before the content is loaded, then serves it', async () => {
    const before = await t.app.inject({ url: '/api/public-health/immunization' });
    expect([before.statusCode, before.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(before.json().message).toMatch(/免疫程序/);

    const n = await t.db.transaction().execute((trx) => loadPublicHealth(trx, contentRoot()));
    expect(n).toBeGreaterThan(13);
    const schedule = await get<ImmunizationSchedule>('/api/public-health/immunization');
    expect(schedule).toEqual(readImmunization(contentRoot()));
  });

  it('serves the services and the notices as loaded', async () => {
    const services = await get<PublicHealthService[]>('/api/public-health/services');
    expect(services).toEqual(readServices(contentRoot()));
    const notices = await get<Notice[]>('/api/notices');
    expect(notices).toEqual(readNotices(contentRoot()));
    expect(notices[0]!.title).toMatch(/冬季呼吸道/);
  });

  it('writes nothing when one file is broken (every file is checked first)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'public-health-'));
    try {
      cpSync(path.join(contentRoot(), 'public-health'), path.join(root, 'public-health'), {
        recursive: true,
      });
      writeFileSync(path.join(root, 'public-health/notices.yaml'), 'notices: [');
      await expect(
        t.db.transaction().execute((trx) => loadPublicHealth(trx, root)),
      ).rejects.toThrow(/notices\.yaml/);
      const count = await t.db
        .selectFrom('public_health_service')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(13);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
