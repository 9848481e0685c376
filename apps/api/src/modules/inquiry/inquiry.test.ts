import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  BloodDonationPage,
  CheckupPage,
  EmergencyPage,
  ErrorBody,
  GuideDetail,
  GuidePage,
  InquiryOptions,
  InstitutionPage,
  PractitionerPage,
  PricePage,
  SearchResult,
  VaccinationPage,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRoot } from '../../lib/content/content-file.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadInquiry } from './inquiry.service.js';

const rowsOf = (file: string) =>
  readFileSync(path.join(contentRoot(), 'inquiry', file), 'utf8')
    .trim()
    .split('\n').length - 1;

describe.each(engines)('convenience queries on %s', (engine) => {
  let t: TestApp;
  let loaded: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    loaded = await t.db.transaction().execute((trx) => loadInquiry(trx, contentRoot()));
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, query: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, query });
    return { status: res.statusCode, body: res.json() as T, headers: res.headers };
  };
  const expectBad = async (url: string, query: Record<string, string>, message: RegExp) => {
    const res = await get<ErrorBody>(url, query);
    expect([res.status, res.body.code]).toEqual([400, 'INVALID_INPUT']);
    expect(res.body.message).toMatch(message);
  };

  it('loads every row of the seven registers and the three guides', () => {
    const files = [
      'institutions.csv',
      'practitioners.csv',
      'prices.csv',
      'vaccination-clinics.csv',
      'emergency.csv',
      'blood-donation.csv',
      'checkup-centres.csv',
    ];
    expect(loaded).toBe(files.reduce((n, f) => n + rowsOf(f), 0) + 3);
  });

  it('finds institutions by type, town and name, a page at a time', async () => {
    const url = '/api/inquiry/institutions';
    const all = await get<InstitutionPage>(url, { pageSize: '100' });
    expect(all.body.total).toBe(rowsOf('institutions.csv'));
    expect(all.body.list[0]).toMatchObject({
      name: '青禾县人民医院',
      type: '综合医院',
      level: '三级乙等',
      licence: expect.stringMatching(/^[A-Z0-9]{10,}/),
    });
    expect(all.body.list[0]!.services).toContain('出生医学证明签发');

    const villages = await get<InstitutionPage>(url, { type: '村卫生室', town: '白沙镇' });
    expect(villages.body.total).toBe(4);
    expect(villages.body.list.every((i) => i.type === '村卫生室' && i.town === '白沙镇')).toBe(
      true,
    );

    const pharmacies = await get<InstitutionPage>(url, {
      type: '药店',
      pageSize: '5',
      pageNo: '2',
    });
    expect([pharmacies.body.total, pharmacies.body.list.length, pharmacies.body.pageNo]).toEqual([
      15, 5, 2,
    ]);
    const first = await get<InstitutionPage>(url, { type: '药店', pageSize: '5' });
    expect(first.body.list.map((i) => i.id)).not.toContain(pharmacies.body.list[0]!.id);

    // The name matches first, then what mentions it (a service, an address).
    const births = await get<InstitutionPage>(url, { keyword: '妇幼' });
    expect(births.body.list[0]!.name).toBe('青禾县妇幼保健院');

    const none = await get<InstitutionPage>(url, { keyword: '不存在的医院' });
    expect([none.status, none.body.total, none.body.list]).toEqual([200, 0, []]);
    const beyond = await get<InstitutionPage>(url, { pageNo: String(10 ** 15) });
    expect([beyond.status, beyond.body.list]).toEqual([200, []]);

    await expectBad(url, { type: '医美机构' }, /机构类别/);
    await expectBad(url, { pageSize: '101' }, /每页条数/);
    await expectBad(url, { keyword: '长'.repeat(41) }, /关键词/);
  });

  it('checks a practitioner by name or institution, with category and scope, never an ID number', async () => {
    const url = '/api/inquiry/practitioners';
    const one = await get<PractitionerPage>(url, { name: '杨桂兰' });
    expect(one.body.total).toBe(1);
    expect(one.body.list[0]).toEqual({
      id: 'pr-001',
      name: '杨桂兰',
      kind: '护士',
      sex: '女',
      institution: '青禾县人民医院',
      category: '护士',
      scope: '护理',
      title: '副主任护师',
      since: 1992,
    });

    const doctors = await get<PractitionerPage>(url, {
      institution: '青禾县疾病预防控制中心',
      kind: '医师',
    });
    expect(doctors.body.total).toBeGreaterThan(0);
    expect(
      doctors.body.list.every(
        (p) => p.kind === '医师' && p.institution === '青禾县疾病预防控制中心',
      ),
    ).toBe(true);
    expect(doctors.body.list.some((p) => p.category === '公共卫生')).toBe(true);

    const none = await get<PractitionerPage>(url, { name: '查无此人' });
    expect([none.status, none.body.total]).toEqual([200, 0]);

    // Not a staff list to browse.
    await expectBad(url, {}, /姓名或选择执业机构/);
    await expectBad(url, { name: '  ' }, /姓名或选择执业机构/);
    await expectBad(url, { name: '张三', kind: '药师' }, /医师或护士/);
  });

  it('shows a hospital’s service prices in fen, by category and item', async () => {
    const url = '/api/inquiry/prices';
    const fees = await get<PricePage>(url, { hospital: '青禾县人民医院', category: '挂号诊查' });
    expect(fees.body.total).toBe(5);
    expect(fees.body.list[0]).toMatchObject({
      item: '普通门诊诊查费（医师）',
      unit: '次',
      price: 1000,
    });
    const scans = await get<PricePage>(url, { keyword: '彩超', pageSize: '100' });
    expect(scans.body.total).toBeGreaterThanOrEqual(5);
    expect(scans.body.list.every((p) => p.category === '检查' && p.item.includes('彩超'))).toBe(
      true,
    );
    const none = await get<PricePage>(url, { hospital: '青禾县人民医院', keyword: '心脏移植' });
    expect(none.body.total).toBe(0);
    await expectBad(url, { category: '药品' }, /项目类别/);
  });

  it('finds vaccination clinics by the vaccine they give and by town', async () => {
    const url = '/api/inquiry/vaccination-clinics';
    const bcg = await get<VaccinationPage>(url, { vaccine: '卡介苗' });
    expect(bcg.body.total).toBeGreaterThanOrEqual(2);
    expect(bcg.body.list.every((c) => c.vaccines.includes('卡介苗'))).toBe(true);
    // A whole vaccine's name, not part of one.
    const part = await get<VaccinationPage>(url, { vaccine: '卡介' });
    expect(part.body.total).toBe(0);
    const town = await get<VaccinationPage>(url, { town: '石门镇' });
    expect(town.body.list.map((c) => c.town)).toEqual(['石门镇']);
    const none = await get<VaccinationPage>(url, { town: '不存在镇' });
    expect(none.body.total).toBe(0);
  });

  it('lists ambulance stations and AEDs with where exactly they are', async () => {
    const url = '/api/inquiry/emergency';
    const aeds = await get<EmergencyPage>(url, { kind: 'AED', pageSize: '100' });
    expect(aeds.body.total).toBe(23);
    expect(aeds.body.list.every((p) => p.kind === 'AED' && p.place.length > 0)).toBe(true);
    const stations = await get<EmergencyPage>(url, { kind: '急救站', town: '城关镇' });
    expect(stations.body.list.every((p) => p.phone === '120')).toBe(true);
    const rail = await get<EmergencyPage>(url, { keyword: '高铁' });
    expect(rail.body.total).toBe(2);
    await expectBad(url, { kind: '消防站' }, /类别/);
  });

  it('lists blood donation sites and check-up centres', async () => {
    // The site named 南湖 first, then the bus that also stops there.
    const blood = await get<BloodDonationPage>('/api/inquiry/blood-donation', { keyword: '南湖' });
    expect(blood.body.list.map((b) => b.id)).toEqual(['bd-03', 'bd-05']);
    const elderly = await get<CheckupPage>('/api/inquiry/checkup-centres', { keyword: '老年人' });
    expect(elderly.body.total).toBeGreaterThanOrEqual(2);
    const none = await get<CheckupPage>('/api/inquiry/checkup-centres', { keyword: '潜水体检' });
    expect(none.body.total).toBe(0);
  });

  it('sends the guides in their order, each in its six sections, and 404 for another', async () => {
    const list = await get<GuidePage>('/api/inquiry/guides');
    expect(list.body.list.map((g) => g.id)).toEqual([
      'chu-sheng-yi-xue-zheng-ming',
      'mu-zi-jian-kang-shou-ce',
      'yi-di-jiu-yi-bei-an',
    ]);
    const detail = await get<GuideDetail>('/api/inquiry/guides/chu-sheng-yi-xue-zheng-ming');
    expect(detail.body.title).toMatch(/出生医学证明/);
    expect(detail.body.body.flatMap((b) => (b.kind === 'h2' ? [b.text] : []))).toEqual([
      '办理条件',
      '所需材料',
      '办理地点与时间',
      '办理流程',
      '办理时限与费用',
      '常见问题',
    ]);
    expect(detail.body.sources.length).toBeGreaterThan(0);
    const missing = await get<ErrorBody>('/api/inquiry/guides/no-such-guide');
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
    await expectBad('/api/inquiry/guides/Bad_Id', {}, /指南编号/);
  });

  it('offers only filter choices that find something', async () => {
    const { body } = await get<InquiryOptions>('/api/inquiry/options');
    expect(body.institutionTypes[0]).toBe('综合医院');
    expect(body.institutionTowns).toContain('城关镇');
    expect(body.priceHospitals).toContain('青禾县人民医院');
    expect(body.vaccines).toContain('卡介苗');
    for (const hospital of body.priceHospitals) {
      const res = await get<PricePage>('/api/inquiry/prices', { hospital, pageSize: '1' });
      expect(res.body.total, hospital).toBeGreaterThan(0);
    }
  });

  it('puts the guides into the site-wide search and caches reads with an ETag', async () => {
    const found = await get<SearchResult>('/api/search', { q: '出生医学证明', type: 'guide' });
    // First: search ranks by relevance, and other guides sharing some of the words follow it.
    expect(found.body.list[0]?.url).toBe('/inquiry/guides/chu-sheng-yi-xue-zheng-ming');
    expect(found.body.partial).toBe(false);
    const first = await get<InstitutionPage>('/api/inquiry/institutions');
    expect(first.headers['cache-control']).toMatch(/public/);
    const again = await t.app.inject({
      url: '/api/inquiry/institutions',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a bad file with its line and column and keeps what was loaded', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'inquiry-content-'));
    try {
      cpSync(path.join(contentRoot(), 'inquiry'), path.join(root, 'inquiry'), { recursive: true });
      const file = path.join(root, 'inquiry', 'emergency.csv');
      const lines = readFileSync(file, 'utf8').split('\n');
      lines[3] = lines[3]!.replace(/,120$/, ',一二零');
      writeFileSync(file, lines.join('\n'));
      const load = () => t.db.transaction().execute((trx) => loadInquiry(trx, root));
      await expect(load()).rejects.toThrow(/inquiry\/emergency\.csv 第 4 行：第 8 列 phone/);

      lines[3] = lines[3]!.replace(/,一二零$/, ',120,多出一列');
      writeFileSync(file, lines.join('\n'));
      await expect(load()).rejects.toThrow(/emergency\.csv 第 4 行：应有 8 列/);

      // A practitioner at an institution the register does not know.
      cpSync(path.join(contentRoot(), 'inquiry', 'emergency.csv'), file);
      const staff = path.join(root, 'inquiry', 'practitioners.csv');
      writeFileSync(
        staff,
        `${readFileSync(staff, 'utf8')}pr-999,王五,医师,男,别县医院,临床,内科专业,主治医师,2010\n`,
      );
      await expect(load()).rejects.toThrow(
        /第 5 列 institution 别县医院 不在 institutions\.csv 里/,
      );

      const all = await get<InstitutionPage>('/api/inquiry/institutions', { keyword: '人民医院' });
      expect(all.body.total).toBeGreaterThan(0);
      const still = await get<PractitionerPage>('/api/inquiry/practitioners', { name: '王五' });
      expect(still.body.list.map((p) => p.id)).not.toContain('pr-999');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
