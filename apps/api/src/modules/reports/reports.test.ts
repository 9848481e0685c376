import {
  API,
  type ImagingReport,
  type LabReport,
  type MicroReport,
  type ReportHospital,
  type ReportShareCreated,
  type ReportSummary,
  type ReportTrend,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByLogin } from '../auth/user.repository.js';
import { DEFAULT_ACCOUNT_RULES } from '../auth/account-rules.js';
import { createSession } from '../auth/session.repository.js';
import { createTestUser, type TestUser } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { consentMember } from '../../test/records-fixtures.js';
import { personKeyOf } from '../identity/people.service.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(engines)('reports on %s', (engine) => {
  let t: TestApp;
  let zhangsan: string;
  let reports: ReportSummary[];

  const get = (url: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, query });
  const as = (token: string, url: string, query: Record<string, string> = {}) =>
    get(url, { ...query, user: token });
  const byTitle = (title: string) => reports.find((r) => r.title === title)!;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const user = await findUserByLogin(t.db, 'zhangsan');
    zhangsan = await createSession(t.db, user!.id, 'password', DEFAULT_ACCOUNT_RULES);
    reports = (await as(zhangsan, API.reports)).json() as ReportSummary[];
  });
  afterAll(() => t.close());

  it('lists the demo year per hospital, newest first, with unread and abnormal marks', async () => {
    const hospitals = (await as(zhangsan, API.reportHospitals)).json() as ReportHospital[];
    expect(hospitals.map((h) => h.name)).toEqual(['青禾县人民医院', '青禾县第二人民医院']);
    expect(hospitals[0]!.unread).toBe(hospitals[0]!.reports);
    expect(reports.length).toBe(15);
    const times = reports.map((r) => r.reportedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      byTitle('肝功能') && reports.filter((r) => r.title === '肝功能').map((r) => r.abnormal),
    ).toEqual([true, false]);
    const second = (await as(zhangsan, API.reports, { hos: hospitals[1]!.id })).json();
    expect(second).toHaveLength(1);
    const imaging = (
      await as(zhangsan, API.reports, { type: 'imaging' })
    ).json() as ReportSummary[];
    expect(imaging.map((r) => r.type)).toEqual(['imaging', 'imaging']);
    // get_jyhospital is the 检验报告 list's: it counts lab and microbiology reports, not imaging.
    const counted = hospitals.reduce((sum, h) => sum + h.reports, 0);
    expect(counted).toBe(reports.filter((r) => r.type !== 'imaging').length);
    // The father's reports are listed under his family-member id, with the critical one marked.
    const family = await t.db.selectFrom('family_member').select('id').execute();
    const father = (await as(zhangsan, API.reports, { patientId: family[0]!.id })).json();
    expect((father as ReportSummary[]).filter((r) => r.critical)).toHaveLength(1);
  });

  it('opens a lab report with flags, masked patient and trend marks, and marks it read', async () => {
    const latest = reports.find((r) => r.title === '空腹血糖+糖化血红蛋白')!;
    const res = await as(zhangsan, API.labReport, { id: latest.id, hos: latest.hos });
    const lab = res.json() as LabReport;
    expect(lab.patient.name).toBe('张*');
    expect(lab.items.map((i) => [i.code, i.flag, i.trend])).toEqual([
      ['GLU', 'H', true],
      ['HBA1C', 'H', false],
    ]);
    const after = (await as(zhangsan, API.reports)).json() as ReportSummary[];
    expect(after.find((r) => r.id === latest.id)!.read).toBe(true);
    const wrongHospital = await as(zhangsan, API.labReport, { id: latest.id, hos: 'other' });
    expect(wrongHospital.statusCode).toBe(404);
    const asMicro = await as(zhangsan, API.microReport, { id: latest.id });
    expect(asMicro.statusCode).toBe(404);
  });

  it('gives a rising fasting glucose over the year with its reference band', async () => {
    const latest = reports.find((r) => r.title === '空腹血糖')!;
    const trend = (
      await as(zhangsan, API.reportTrend, { id: latest.id, code: 'GLU' })
    ).json() as ReportTrend;
    expect(trend.points.map((p) => p.value)).toEqual([5.8, 6.4, 6.8, 7.2, 7.5]);
    expect([trend.low, trend.high, trend.unit]).toEqual([3.9, 6.1, 'mmol/L']);
    const none = await as(zhangsan, API.reportTrend, { id: latest.id, code: 'NOPE' });
    expect(none.statusCode).toBe(404);
  });

  it('opens the urine culture with organisms and susceptibility', async () => {
    const micro = (
      await as(zhangsan, API.microReport, { id: byTitle('中段尿培养及药敏').id })
    ).json() as MicroReport;
    expect(micro.specimen).toBe('中段尿');
    expect(micro.organisms[0]!.name).toBe('大肠埃希菌');
    expect(new Set(micro.organisms[0]!.susceptibility.map((s) => s.interpretation))).toEqual(
      new Set(['S', 'SDD', 'I', 'R']),
    );
  });

  it('opens an imaging report by session token, with key images only for holders', async () => {
    const us = byTitle('腹部超声（肝、胆、胰、脾）');
    const pacs = (await as(zhangsan, API.pacsReport, { selid: us.id })).json();
    const report = pacs as ImagingReport;
    expect([report.modality, report.impression, report.viaShare]).toEqual([
      'US',
      '轻度脂肪肝。胆、胰、脾未见明显异常。',
      false,
    ]);
    expect(report.images).toHaveLength(2);
    const image = await as(zhangsan, report.images[0]!.url);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get(report.images[0]!.url)).statusCode).toBe(401);
    const stranger = await createTestUser(t.db, { verified: true });
    expect((await as(stranger.token, report.images[0]!.url)).statusCode).toBe(404);
  });

  describe('who may see what', () => {
    let stranger: TestUser;
    let unverified: TestUser;
    const endpoints = () => {
      const lab = byTitle('肾功能');
      const micro = byTitle('中段尿培养及药敏');
      const imaging = byTitle('胸部正位 DR');
      return [
        [API.labReport, { id: lab.id }],
        [API.microReport, { id: micro.id }],
        [API.pacsReport, { selid: imaging.id }],
        [API.reportTrend, { id: lab.id, code: 'CREA' }],
        [API.reportShares.replace(':id', imaging.id), {}],
      ] as const;
    };

    beforeAll(async () => {
      stranger = await createTestUser(t.db, { verified: true });
      unverified = await createTestUser(t.db);
    });

    it('answers another account 404 on every report endpoint, whatever the id', async () => {
      for (const [url, query] of endpoints()) {
        const res = await as(stranger.token, url, query);
        expect([url, res.statusCode]).toEqual([url, 404]);
      }
      const list = await as(stranger.token, API.reports, { patientId: 'no-such-member' });
      expect(list.statusCode).toBe(404);
      expect((await as(stranger.token, API.reports)).json()).toEqual([]);
      const share = await t.app.inject({
        method: 'POST',
        url: API.reportShares.replace(':id', byTitle('胸部正位 DR').id),
        query: { user: stranger.token },
      });
      expect(share.statusCode).toBe(404);
    });

    it('asks for sign-in without a token and verification without an identity', async () => {
      for (const [url, query] of endpoints()) {
        expect((await get(url, query)).statusCode).toBe(401);
      }
      const res = await as(unverified.token, API.labReport, { id: byTitle('肾功能').id });
      expect([res.statusCode, res.json().code]).toEqual([403, 'IDENTITY_REQUIRED']);
    });

    it('shows a family member’s reports once they consent, and 404 before and once removed', async () => {
      const child = await createTestUser(t.db, { verified: true });
      const father = await t.db
        .selectFrom('family_member')
        .innerJoin('app_user', 'app_user.id', 'family_member.user_id')
        .select(['family_member.id_no', 'family_member.phone'])
        .where('app_user.username', '=', 'zhangsan')
        .executeTakeFirstOrThrow();
      const added = await t.app.inject({
        method: 'POST',
        url: API.family,
        query: { user: child.token },
        payload: {
          name: '张建国',
          type: '01',
          idno: father.id_no,
          phone: father.phone,
          relation: '父母',
        },
      });
      expect(added.statusCode).toBe(200);
      const memberId = (added.json() as { id: string }).id;
      // Name, ID number and phone are known to many: adding them reads nothing yet.
      expect((await as(child.token, API.reports, { patientId: memberId })).statusCode).toBe(404);
      const fathers = await t.db
        .selectFrom('report')
        .select('id')
        .where('person_key', '=', personKeyOf('01', father.id_no))
        .where('type', '=', 'lab')
        .execute();
      expect(fathers.length).toBeGreaterThan(0);
      for (const r of fathers) {
        expect((await as(child.token, API.labReport, { id: r.id })).statusCode).toBe(404);
      }
      await consentMember(t, child, { id: memberId, idNo: father.id_no }, father.phone);
      const list = (
        await as(child.token, API.reports, { patientId: memberId })
      ).json() as ReportSummary[];
      expect(list.length).toBe(4);
      const one = list[0]!;
      expect((await as(child.token, API.labReport, { id: one.id })).statusCode).toBe(200);
      await t.app.inject({
        method: 'DELETE',
        url: API.familyMember.replace(':id', memberId),
        query: { user: child.token },
      });
      expect((await as(child.token, API.labReport, { id: one.id })).statusCode).toBe(404);
      expect((await as(child.token, API.reports, { patientId: memberId })).statusCode).toBe(404);
    });
  });

  describe('share links', () => {
    const share = async (id: string) =>
      t.app.inject({
        method: 'POST',
        url: API.reportShares.replace(':id', id),
        query: { user: zhangsan },
      });

    it('opens one imaging report signed out, masked, for 7 days, until revoked', async () => {
      const dr = byTitle('胸部正位 DR');
      const res = await share(dr.id);
      expect(res.statusCode).toBe(200);
      const created = res.json() as ReportShareCreated;
      expect(created.code.startsWith('rs_')).toBe(true);
      expect(created.qrSvg).toContain('<svg');
      const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      const stored = await t.db.selectFrom('report_share').select('code_hash').execute();
      expect(stored.some((s) => s.code_hash === created.code)).toBe(false);

      const opened = (await get(API.pacsReport, { selid: dr.id, user: created.code })).json();
      expect(opened).toMatchObject({ viaShare: true, patient: { name: '张*' } });
      const image = (opened as ImagingReport).images[0]!;
      expect((await get(image.url, { user: created.code })).statusCode).toBe(200);
      // One report only: the code opens nothing else.
      const other = byTitle('腹部超声（肝、胆、胰、脾）');
      expect((await get(API.pacsReport, { selid: other.id, user: created.code })).statusCode).toBe(
        404,
      );
      expect(
        (await get(API.labReport, { id: byTitle('肾功能').id, user: created.code })).statusCode,
      ).toBe(401);

      const revoke = await t.app.inject({
        method: 'DELETE',
        url: API.reportShare.replace(':id', dr.id).replace(':shareId', created.id),
        query: { user: zhangsan },
      });
      expect(revoke.statusCode).toBe(200);
      const gone = await get(API.pacsReport, { selid: dr.id, user: created.code });
      expect(gone.statusCode).toBe(404);
      expect((await get(image.url, { user: created.code })).statusCode).toBe(404);
      const list = (await as(zhangsan, API.reportShares.replace(':id', dr.id))).json();
      expect(list).toEqual([
        expect.objectContaining({ id: created.id, revoked: true, active: false }),
      ]);
    });

    it('refuses an expired code, a made-up code and sharing a lab report', async () => {
      const dr = byTitle('胸部正位 DR');
      const created = (await share(dr.id)).json() as ReportShareCreated;
      await t.db
        .updateTable('report_share')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', created.id)
        .execute();
      expect((await get(API.pacsReport, { selid: dr.id, user: created.code })).statusCode).toBe(
        404,
      );
      expect((await get(API.pacsReport, { selid: dr.id, user: 'rs_made-up' })).statusCode).toBe(
        404,
      );
      expect((await get(API.pacsReport, { selid: dr.id })).statusCode).toBe(401);
      const lab = await share(byTitle('肾功能').id);
      expect(lab.statusCode).toBe(400);
    });
  });

  it('keeps ID numbers out of every report answer', async () => {
    const bodies = await Promise.all(
      reports.slice(0, 6).map((r) =>
        as(
          zhangsan,
          r.type === 'lab' ? API.labReport : r.type === 'micro' ? API.microReport : API.pacsReport,
          {
            id: r.id,
            selid: r.id,
          },
        ),
      ),
    );
    for (const b of bodies) {
      expect(b.statusCode).toBe(200);
      expect(b.payload).not.toMatch(/\d{17}[\dX]/);
    }
  });
});
