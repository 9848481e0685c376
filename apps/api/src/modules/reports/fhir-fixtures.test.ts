import {
  API,
  LAB_FLAG_LABELS,
  type IngestReportsResult,
  type LabReport,
  type MicroReport,
  type ReportSummary,
  type ReportTrend,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import { engines } from '../../test/engines.js';
import { verifiedUser } from '../../test/records-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/accounts.js';
import { fixtureBundle, fixtureResource, type FixtureName } from './fixtures/fhir-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the source says of one Observation, read from the published JSON itself. */
function expected(file: string) {
  const o = fixtureResource(file) as Json;
  const range = o.referenceRange?.[0] ?? {};
  return {
    code: o.code.coding[0].code as string,
    value: o.valueQuantity.value as number,
    unit: o.valueQuantity.unit as string,
    low: (range.low?.value as number | undefined) ?? null,
    high: (range.high?.value as number | undefined) ?? null,
    rangeText: (range.text as string | undefined)?.trim(),
    flag: o.interpretation[0].coding[0].code as string,
  };
}

describe.each(engines)('published FHIR R4 reports on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let user: TestUser & { idNo: string };

  const send = async (bundle: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.ingestReports,
      headers: { authorization: `Bearer ${h.key}`, 'content-type': 'application/fhir+json' },
      payload: JSON.stringify(bundle),
    });
    expect(res.statusCode).toBe(200);
    return res.json<IngestReportsResult>();
  };
  const feed = (name: FixtureName) => send(fixtureBundle(name, user.idNo));
  const get = async <T>(url: string, query: Record<string, string>) =>
    (await t.app.inject({ url, query: { ...query, user: user.token } })).json<T>();

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await testHospital(t, 2);
    user = await verifiedUser(t);
  });
  afterAll(() => t.close());

  it('takes the HL7 blood exam with each value, unit, range and flag as the source has it', async () => {
    const result = await feed('bloodexam');
    expect(result.rejected).toEqual([]);
    const report = await get<LabReport>(API.labReport, { id: result.ids['nr1239044']! });
    expect(report.performer).toBe('Burgers University Medical Centre');
    expect(report.doctor).toBe('E.van den Broek');
    expect(report.reportedAt).toBe(new Date('2013-05-15T19:32:52+01:00').toISOString());
    const files = [1, 2, 3, 4, 5].map((n) => expected(`Observation-f00${n}.json`));
    expect(report.items.map((i) => i.code)).toEqual(files.map((f) => f.code));
    for (const [i, f] of files.entries()) {
      const item = report.items[i]!;
      expect([item.value, item.unit, item.flag]).toEqual([f.value, f.unit, f.flag]);
      expect([item.low, item.high]).toEqual([f.low, f.high]);
      expect(item.range).toBe(f.rangeText ?? `${f.low}-${f.high}`);
      expect(LAB_FLAG_LABELS[item.flag!].word).toMatch(/偏高|偏低/);
    }
    // The erythrocyte range is 300 characters of text by age and sex: kept whole, not refused.
    expect(report.items[3]!.range!.length).toBeGreaterThan(250);
    expect(report.abnormal).toBe(true);
  });

  it('shows the MRSA culture as abnormal, with its organism and every antibiotic', async () => {
    const result = await feed('micro');
    expect(result.rejected).toEqual([]);
    const id = Object.values(result.ids)[0]!;
    const micro = await get<MicroReport>(API.microReport, { id });
    expect(micro.abnormal).toBe(true);
    expect(micro.specimen).toBeNull();
    expect(micro.organisms.map((o) => o.name)).toEqual(['Staphylococcus aureus']);
    const rows = micro.organisms[0]!.susceptibility;
    const source = (fixtureResource('Bundle-micro.json') as Json).entry.map(
      (e: Json) => e.resource,
    );
    const tested = source.filter((r: Json) => r.interpretation);
    expect(rows).toHaveLength(tested.length);
    const cefazolin = rows.find((r) => r.antibiotic === 'Cefazolin')!;
    expect([cefazolin.mic, cefazolin.interpretation]).toEqual(['<=2', 'S']);
    expect(rows.find((r) => r.antibiotic === 'Penicillin')).toMatchObject({
      mic: '>=2',
      interpretation: 'R',
    });
    // The disk-diffusion oxacillin has no value, only S; the broth one has 0.5.
    expect(rows.filter((r) => r.antibiotic === 'Oxacillin').map((r) => r.mic)).toEqual([
      '0.5',
      null,
    ]);
    expect(micro.organisms[0]!.comment).toMatch(/D-Test/);
    const list = await get<ReportSummary[]>(API.reports, {});
    expect(list.find((r) => r.id === id)?.abnormal).toBe(true);
  });

  it('keeps one-bound ranges of the lipid profile as < and >', async () => {
    const result = await feed('lipids');
    expect(result.rejected).toEqual([]);
    const report = await get<LabReport>(API.labReport, { id: result.ids['5234342']! });
    expect(report.items.map((i) => [i.name, i.result, i.range, i.flag])).toEqual([
      ['Cholesterol', '6.3', '< 4.5', 'H'],
      ['Triglyceride', '1.3', '< 2', null],
      ['Cholesterol in HDL', '1.3', '> 1.5', 'L'],
      ['LDL Chol. (Calc)', '4.6', '< 3', 'H'],
    ]);
    expect(report.performer).toBe('Acme Laboratory, Inc');
  });

  it('takes a lone Observation as a one-item report', async () => {
    const result = await feed('glucose');
    expect(result.rejected).toEqual([]);
    const report = await get<LabReport>(API.labReport, { id: Object.values(result.ids)[0]! });
    expect(report.title).toBe('Glucose [Moles/volume] in Blood');
    expect(report.items.map((i) => [i.result, i.unit, i.flag])).toEqual([['6.3', 'mmol/l', 'H']]);
  });

  it('reads contained Observations, and names a reference it cannot find', async () => {
    const bundle = fixtureBundle('lipids', user.idNo) as Json;
    const report = bundle.entry[0].resource;
    const observations = bundle.entry
      .slice(1)
      .map((e: Json) => e.resource)
      .filter((r: Json) => r.resourceType === 'Observation');
    const contained = {
      ...report,
      identifier: [{ value: 'LIPIDS-CONTAINED' }],
      contained: observations,
      result: observations.map((o: Json) => ({ reference: `#${o.id}` })),
    };
    const patient = bundle.entry.find((e: Json) => e.resource.resourceType === 'Patient');
    const ok = await send({ ...bundle, entry: [{ resource: contained }, patient] });
    expect(ok.rejected).toEqual([]);
    const lab = await get<LabReport>(API.labReport, { id: ok.ids['LIPIDS-CONTAINED']! });
    expect(lab.items).toHaveLength(4);

    const broken = { ...contained, identifier: [{ value: 'LIPIDS-BROKEN' }], contained: [] };
    const refused = await send({ ...bundle, entry: [{ resource: broken }, patient] });
    expect(refused.rejected[0]!.reason).toBe(
      'DiagnosticReport/lipids 的 result[0]：找不到 #cholesterol',
    );
  });

  it('converts a range in mg/dL to the mmol/L of the value, and never guesses across units', async () => {
    const glucose = fixtureResource('Observation-f001.json') as Json;
    const inMgdl = (id: string, low: number, high: number, unit: string) => ({
      ...glucose,
      id,
      identifier: [{ value: id }],
      referenceRange: [
        {
          low: { value: low, unit, system: 'http://unitsofmeasure.org', code: unit },
          high: { value: high, unit, system: 'http://unitsofmeasure.org', code: unit },
        },
      ],
      interpretation: undefined,
    });
    const bundle = fixtureBundle('glucose', user.idNo) as Json;
    const patient = bundle.entry.find((e: Json) => e.resource.resourceType === 'Patient');
    const res = await send({
      ...bundle,
      entry: [
        patient,
        { resource: inMgdl('GLU-MGDL', 40, 109, 'mg/dL') },
        { resource: inMgdl('GLU-ODD', 40, 109, '[iU]/L') },
      ],
    });
    expect(res.rejected).toEqual([]);
    const converted = (await get<LabReport>(API.labReport, { id: res.ids['GLU-MGDL']! })).items[0]!;
    // 40-109 mg/dL of glucose (180.16 g/mol) is about 2.22-6.05 mmol/L: 6.3 is high, not low.
    expect([converted.low, converted.high, converted.flag]).toEqual([2.22, 6.05, 'H']);
    expect(converted.range).toBe('40-109 mg/dL（约 2.22-6.05 mmol/l）');
    const odd = (await get<LabReport>(API.labReport, { id: res.ids['GLU-ODD']! })).items[0]!;
    expect([odd.low, odd.high, odd.flag]).toEqual([null, null, null]);
    expect(odd.note).toMatch(/单位.*不同/);

    // A trend never mixes units: a result in mg/dL is counted, not drawn with mmol/L.
    const mgdl = {
      ...glucose,
      id: 'GLU-MASS',
      identifier: [{ value: 'GLU-MASS' }],
      issued: '2013-04-01T10:00:00+01:00',
      valueQuantity: {
        value: 76,
        unit: 'mg/dL',
        system: 'http://unitsofmeasure.org',
        code: 'mg/dL',
      },
      referenceRange: undefined,
      interpretation: undefined,
    };
    const mass = await send({ ...bundle, entry: [patient, { resource: mgdl }] });
    expect(mass.rejected).toEqual([]);
    const trend = await get<ReportTrend>(API.reportTrend, {
      id: res.ids['GLU-MGDL']!,
      code: '15074-8',
    });
    expect(trend.unit).toBe('mmol/l');
    expect(trend.points.every((p) => p.value < 20)).toBe(true);
    expect(trend.otherUnits).toBe(1);
  });

  it('uses the official name over an old one, with a space between western names', async () => {
    const bundle = fixtureBundle('micro', user.idNo) as Json;
    const patient = bundle.entry.find((e: Json) => e.resource.resourceType === 'Patient');
    patient.resource.name = [
      { use: 'old', family: 'Windsor', given: ['Peter'] },
      ...patient.resource.name,
    ];
    bundle.entry[0].resource.identifier = [{ value: 'MICRO-NAMES' }];
    const res = await send(bundle);
    const stored = await t.db
      .selectFrom('report')
      .select('patient_name')
      .where('id', '=', res.ids['MICRO-NAMES']!)
      .executeTakeFirstOrThrow();
    expect(stored.patient_name).toBe('Peter James Chalmers');
  });
});
