import { API, type IngestReportsResult, type LabReport, type MicroReport } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsMessage, SmsProvider } from '../../lib/sms.js';
import { createTestUser, type TestUser } from '../../test/accounts.js';
import { testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import { personKeyOf } from '../identity/people.service.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

class RecordingSms implements SmsProvider {
  sent: SmsMessage[] = [];
  async send(message: SmsMessage) {
    this.sent.push(message);
  }
}

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(engines)('hospital report feed on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let user: TestUser;
  let idNo: string;
  const sms = new RecordingSms();

  const post = (payload: unknown, contentType = 'application/json', key = h.key) =>
    t.app.inject({
      method: 'POST',
      url: API.ingestReports,
      headers: { authorization: `Bearer ${key}`, 'content-type': contentType },
      payload: JSON.stringify(payload),
    });
  const lab = (reportId: string, items: unknown[], extra: Record<string, unknown> = {}) => ({
    reportId,
    type: 'lab',
    patient: { idNo, name: '测试用户', sex: '男', age: 46 },
    title: '肾功能',
    reportedAt: '2026-01-05 10:30',
    items,
    ...extra,
  });
  const creatinine = (result: string, flag?: string) => ({
    code: 'CREA',
    name: '肌酐',
    result,
    unit: 'μmol/L',
    low: 57,
    high: 97,
    ...(flag ? { flag } : {}),
  });
  const open = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: API.labReport, query: { id, user: user.token } })
    ).json() as LabReport;

  beforeAll(async () => {
    t = await createTestApp(engine, { sms });
    h = await testHospital(t, 2);
    user = await createTestUser(t.db, { verified: true });
    idNo = (
      await t.db
        .selectFrom('user_identity')
        .select('id_no')
        .where('user_id', '=', user.userId)
        .executeTakeFirstOrThrow()
    ).id_no;
  });
  afterAll(() => t.close());

  it('refuses a missing or wrong key with 401', async () => {
    const none = await t.app.inject({ method: 'POST', url: API.ingestReports, payload: {} });
    expect(none.statusCode).toBe(401);
    expect((await post({ reports: [] }, 'application/json', 'hk_wrong')).statusCode).toBe(401);
  });

  it('upserts by the hospital report id, flags from the range, and matches by ID number', async () => {
    const first = (
      await post({ reports: [lab('R-1', [creatinine('88')])] })
    ).json() as IngestReportsResult;
    expect([first.created, first.updated, first.rejected]).toEqual([1, 0, []]);
    const id = first.ids['R-1']!;
    expect((await open(id)).items[0]!.flag).toBe(null);
    const again = (
      await post({ reports: [lab('R-1', [creatinine('120')])] })
    ).json() as IngestReportsResult;
    expect([again.created, again.updated, again.ids['R-1']]).toEqual([0, 1, id]);
    const report = await open(id);
    expect(report.items.map((i) => [i.value, i.flag, i.range])).toEqual([[120, 'H', '57-97']]);
    expect(report.hosName).toBeTruthy();
  });

  it('reports each malformed item with its index and reason and writes nothing of it', async () => {
    const res = await post({
      reports: [
        lab('B-ok', [creatinine('70')]),
        lab('B-idno', [creatinine('70')], { patient: { idNo: '330102198003151230', name: '某' } }),
        lab('B-items', []),
        { ...lab('B-shape', [creatinine('70')]), type: 'xray' },
        lab('B-time', [creatinine('70')], { reportedAt: '2026-02-31 10:00' }),
        {
          ...lab('B-image', []),
          type: 'imaging',
          modality: 'DR',
          bodyPart: '胸部',
          findings: '所见',
          impression: '意见',
          reportingDoctor: '医生',
          images: [
            {
              caption: '图',
              contentType: 'image/png',
              data: Buffer.from('<svg/>').toString('base64'),
            },
          ],
        },
        lab('B-ok', [creatinine('71')]),
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as IngestReportsResult;
    expect(body.created).toBe(1);
    expect(body.rejected.map((r) => [r.index, r.reportId])).toEqual([
      [1, 'B-idno'],
      [2, 'B-items'],
      [3, 'B-shape'],
      [4, 'B-time'],
      [5, 'B-image'],
      [6, 'B-ok'],
    ]);
    expect(body.rejected[0]!.reason).toContain('身份证');
    expect(body.rejected[2]!.reason).toContain('报告类型');
    expect(body.rejected[5]!.reason).toContain('重复');
    const written = await t.db
      .selectFrom('report')
      .select('external_id')
      .where('external_id', 'like', 'B-%')
      .execute();
    expect(written.map((w) => w.external_id)).toEqual(['B-ok']);
    expect((await post({ nothing: true })).statusCode).toBe(400);
  });

  it('never refuses for presentation: long texts, a reversed range, a date without a time', async () => {
    const doctor = '青禾县人民医院检验科临床化学实验室（夜班）主任医师（代签）';
    const range = '成人：57-97 μmol/L；'.repeat(20);
    const res = await post({
      reports: [
        lab(
          'P-1',
          [
            { ...creatinine('120'), low: 97, high: 57 },
            { ...creatinine('70'), code: 'CR2', range },
          ],
          {
            doctor,
            reportedAt: '2026-01-05',
          },
        ),
      ],
    });
    const body = res.json() as IngestReportsResult;
    expect(body.rejected).toEqual([]);
    const report = await open(body.ids['P-1']!);
    expect([report.doctor, report.reportedAt]).toEqual([doctor, '2026-01-05']);
    const [reversed, long] = report.items;
    // The bounds are shown as sent and marked; no flag is computed from them.
    expect([reversed!.low, reversed!.high, reversed!.range, reversed!.flag]).toEqual([
      97,
      57,
      '97-57',
      null,
    ]);
    expect(reversed!.note).toContain('下限大于上限');
    expect(long!.range).toBe(range);
  });

  it('stores key images it can read, and refuses ones that are not what they claim', async () => {
    const res = await post({
      reports: [
        {
          ...lab('IMG-1', []),
          type: 'imaging',
          title: '胸部正位 DR',
          modality: 'DR',
          bodyPart: '胸部',
          findings: '双肺纹理清晰。',
          impression: '心肺膈未见异常。',
          reportingDoctor: '孙医生',
          images: [{ caption: '正位', contentType: 'image/png', data: PNG_1PX.toString('base64') }],
        },
      ],
    });
    const body = res.json() as IngestReportsResult;
    const images = await t.db
      .selectFrom('report_image')
      .select(['width', 'height'])
      .where('report_id', '=', body.ids['IMG-1']!)
      .execute();
    expect(images).toEqual([{ width: 1, height: 1 }]);
  });

  it('texts a new critical value to the account once, not again on a repeat', async () => {
    sms.sent = [];
    const res = await post({ reports: [lab('C-1', [creatinine('900', 'HH')])] });
    expect((res.json() as IngestReportsResult).created).toBe(1);
    const texts = sms.sent.filter((m) => m.purpose === 'report_critical');
    expect(texts.map((m) => m.phone)).toEqual([user.phone]);
    expect(texts[0]!.text).toContain('危急值');
    expect(texts[0]!.text).not.toContain(idNo);
    await post({ reports: [lab('C-1', [creatinine('901', 'HH')])] });
    expect(sms.sent.filter((m) => m.purpose === 'report_critical')).toHaveLength(1);
    await post({ reports: [lab('C-2', [creatinine('90')])] });
    expect(sms.sent.filter((m) => m.purpose === 'report_critical')).toHaveLength(1);
  });

  const bundle = (reports: unknown[], extra: unknown[] = []) => ({
    resourceType: 'Bundle',
    type: 'collection',
    entry: [
      {
        fullUrl: 'urn:uuid:p1',
        resource: {
          resourceType: 'Patient',
          id: 'p1',
          identifier: [{ type: { coding: [{ code: 'NNCHN' }] }, value: idNo }],
          name: [{ text: '测试用户' }],
          gender: 'male',
          telecom: [
            { system: 'email', value: 'x@example.org' },
            { system: 'phone', value: '+86 138-0000-9977' },
          ],
        },
      },
      {
        resource: {
          resourceType: 'Observation',
          id: 'glu',
          status: 'final',
          code: { coding: [{ system: 'http://loinc.org', code: '1558-6', display: '空腹血糖' }] },
          valueQuantity: { value: 7.4, unit: 'mmol/L' },
          referenceRange: [{ low: { value: 3.9 }, high: { value: 6.1 } }],
          interpretation: [{ coding: [{ code: 'H' }] }],
        },
      },
      { resource: { resourceType: 'Specimen', id: 'sp', type: { text: '中段尿' } } },
      {
        resource: {
          resourceType: 'Observation',
          id: 'org',
          code: { text: '培养结果' },
          valueCodeableConcept: { text: '大肠埃希菌' },
          component: [{ code: { text: '菌落计数' }, valueString: '≥10^5 CFU/mL' }],
          hasMember: [{ reference: 'Observation/amp' }],
        },
      },
      {
        resource: {
          resourceType: 'Observation',
          id: 'amp',
          code: { text: '氨苄西林' },
          valueQuantity: { value: 32, comparator: '>=' },
          interpretation: [{ coding: [{ code: 'R' }] }],
        },
      },
      ...extra,
      ...reports.map((resource) => ({ resource })),
    ],
  });
  const diagnostic = (id: string, extra: Record<string, unknown>) => ({
    resourceType: 'DiagnosticReport',
    id,
    identifier: [{ value: id }],
    status: 'final',
    code: { text: '空腹血糖' },
    subject: { reference: 'urn:uuid:p1' },
    effectiveDateTime: '2026-01-10T08:00:00+08:00',
    issued: '2026-01-10T10:00:00+08:00',
    result: [{ reference: 'Observation/glu' }],
    ...extra,
  });

  it('takes a FHIR R4 Bundle of lab and microbiology DiagnosticReports', async () => {
    const res = await post(
      bundle([
        diagnostic('F-LAB', {}),
        diagnostic('F-MB', {
          code: { text: '尿培养' },
          category: [{ coding: [{ code: 'MB' }] }],
          specimen: [{ reference: 'Specimen/sp' }],
          result: [{ reference: 'Observation/org' }],
        }),
        diagnostic('F-BAD', { status: 'preliminary' }),
        diagnostic('F-NOPAT', { subject: { reference: 'Patient/none' } }),
      ]),
      'application/fhir+json',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as IngestReportsResult;
    expect(body.created).toBe(2);
    expect(body.rejected.map((r) => [r.index, r.reportId])).toEqual([
      [7, 'F-BAD'],
      [8, 'F-NOPAT'],
    ]);
    expect(body.rejected[0]!.reason).toContain('final');
    // The Patient's mobile is kept as the phone on file, where consent codes go.
    const onFile = await t.db
      .selectFrom('person_phone')
      .select(['phone', 'source'])
      .where('person_key', '=', personKeyOf('01', idNo))
      .execute();
    expect(onFile).toEqual([{ phone: '13800009977', source: 'report' }]);
    const labReport = await open(body.ids['F-LAB']!);
    expect(labReport.items).toEqual([
      expect.objectContaining({
        code: '1558-6',
        name: '空腹血糖',
        value: 7.4,
        flag: 'H',
        low: 3.9,
      }),
    ]);
    const micro = (
      await t.app.inject({
        method: 'GET',
        url: API.microReport,
        query: { id: body.ids['F-MB']!, user: user.token },
      })
    ).json() as MicroReport;
    expect(micro.specimen).toBe('中段尿');
    expect(micro.organisms).toEqual([
      {
        name: '大肠埃希菌',
        colonyCount: '≥10^5 CFU/mL',
        comment: null,
        susceptibility: [{ antibiotic: '氨苄西林', mic: '>=32', zone: null, interpretation: 'R' }],
      },
    ]);
    const empty = await post({ resourceType: 'Bundle', entry: [] }, 'application/fhir+json');
    expect(empty.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: API.ingestReports,
      headers: { authorization: `Bearer ${h.key}`, 'content-type': 'application/fhir+json' },
      payload: '{"resourceType": "Bundle", ',
    });
    expect(broken.statusCode).toBe(400);
  });
});
