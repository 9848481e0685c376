import type { FhirBundle } from '@portal/contract';
import type { Candidate } from './report-ingest.service.js';

/**
 * FHIR R4 Bundle → the portal's report shape. Lab reports are DiagnosticReports whose
 * results are Observations (LOINC codes where the hospital has them); microbiology ones
 * (category MB) have one Observation per organism (valueCodeableConcept) with its
 * susceptibility Observations as `hasMember`. The mapped reports then pass the same checks
 * as JSON ones, and each is reported by its entry index.
 */

type Json = Record<string, unknown>;
type Coding = { system?: string; code?: string; display?: string };
type Concept = { text?: string; coding?: Coding[] };

const obj = (v: unknown): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : undefined;
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

const LOINC = 'http://loinc.org';
// FHIR v3 ObservationInterpretation → the portal's flags.
const FLAGS: Record<string, string> = {
  H: 'H',
  L: 'L',
  HH: 'HH',
  LL: 'LL',
  HU: 'HH',
  LU: 'LL',
  POS: 'POS',
  N: 'N',
  NEG: 'N',
};
const FINAL = new Set(['final', 'amended', 'corrected', 'appended']);
const GENDER: Record<string, string> = { male: '男', female: '女' };

class MappingProblem extends Error {}
const fail = (message: string): never => {
  throw new MappingProblem(message);
};

function conceptText(c: unknown): string | undefined {
  const concept = obj(c) as Concept;
  return (
    str(concept.text) ??
    str(
      arr(concept.coding)
        .map((x) => obj(x).display)
        .find(str),
    )
  );
}

function conceptCode(c: unknown): string | undefined {
  const codings = arr(obj(c).coding).map((x) => obj(x) as Coding);
  return str((codings.find((x) => x.system === LOINC) ?? codings[0])?.code);
}

function interpretation(o: Json): string | undefined {
  const code = str(obj(arr(obj(arr(o.interpretation)[0]).coding)[0]).code);
  return code ? (FLAGS[code.toUpperCase()] ?? code.toUpperCase()) : undefined;
}

function valueText(o: Json): { result?: string; unit?: string } {
  const q = obj(o.valueQuantity);
  if (num(q.value) !== undefined) {
    return {
      result: `${str(q.comparator) ?? ''}${q.value as number}`,
      unit: str(q.unit) ?? str(q.code),
    };
  }
  return { result: str(o.valueString) ?? conceptText(o.valueCodeableConcept) };
}

function patientOf(subject: Json, resolve: (ref: unknown) => Json | undefined) {
  const patient = resolve(subject.reference) ?? fail('subject 找不到对应的 Patient');
  const identifiers = arr(patient.identifier).map(obj);
  const id =
    identifiers.find((i) => arr(obj(i.type).coding).some((c) => obj(c).code === 'NNCHN')) ??
    identifiers.find((i) => /^\d{17}[\dXx]$/.test(str(i.value) ?? '')) ??
    fail('Patient 没有居民身份证号码（identifier 的 type 为 NNCHN）');
  const name = obj(arr(patient.name)[0]);
  return {
    idType: '01',
    idNo: str(id.value) ?? fail('Patient 的证件号码为空'),
    name:
      str(name.text) ??
      str(`${str(name.family) ?? ''}${arr(name.given).filter(str).join('')}`) ??
      fail('Patient 没有姓名'),
    ...(GENDER[str(patient.gender) ?? ''] ? { sex: GENDER[str(patient.gender)!] } : {}),
    ...(mobileOf(patient) ? { phone: mobileOf(patient) } : {}),
  };
}

/** The patient's mainland mobile from `telecom` (+86 and separators dropped), if any. */
function mobileOf(patient: Json): string | undefined {
  for (const t of arr(patient.telecom).map(obj)) {
    if (t.system !== 'phone' && t.system !== 'sms') continue;
    const digits = (str(t.value) ?? '').replace(/[\s-]/g, '').replace(/^\+?86/, '');
    if (/^1[3-9]\d{9}$/.test(digits)) return digits;
  }
  return undefined;
}

function labItems(results: Json[]) {
  return results.map((o, i) => {
    const { result, unit } = valueText(o);
    const range = obj(arr(o.referenceRange)[0]);
    const loinc = arr(obj(o.code).coding)
      .map(obj)
      .find((c) => c.system === LOINC);
    return {
      code: conceptCode(o.code) ?? fail(`第 ${i + 1} 个 Observation 没有项目代码`),
      name: conceptText(o.code) ?? fail(`第 ${i + 1} 个 Observation 没有项目名称`),
      result: result ?? fail(`第 ${i + 1} 个 Observation 没有结果值`),
      ...(unit ? { unit } : {}),
      ...(num(obj(range.low).value) !== undefined ? { low: num(obj(range.low).value) } : {}),
      ...(num(obj(range.high).value) !== undefined ? { high: num(obj(range.high).value) } : {}),
      ...(str(range.text) ? { range: str(range.text) } : {}),
      ...(interpretation(o) ? { flag: interpretation(o) } : {}),
      ...(str(loinc?.code) ? { loinc: str(loinc?.code) } : {}),
    };
  });
}

function organisms(results: Json[], resolve: (ref: unknown) => Json | undefined) {
  return results
    .filter((o) => o.valueCodeableConcept)
    .map((o) => {
      const count = arr(o.component)
        .map(obj)
        .find(
          (c) => (conceptText(c.code) ?? '').includes('菌落') || conceptCode(c.code) === '564-5',
        );
      return {
        name: conceptText(o.valueCodeableConcept) ?? fail('菌种没有名称'),
        ...(count ? { colonyCount: valueText(count).result } : {}),
        susceptibility: arr(o.hasMember).map((m) => {
          const s = resolve(obj(m).reference) ?? fail('hasMember 找不到对应的药敏 Observation');
          const mic = valueText(s);
          return {
            antibiotic: conceptText(s.code) ?? fail('药敏结果没有药物名称'),
            ...(mic.result ? { mic: mic.result } : {}),
            interpretation: interpretation(s) ?? fail('药敏结果没有判读（S、SDD、I、R）'),
          };
        }),
      };
    });
}

export function bundleCandidates(bundle: FhirBundle): Candidate[] {
  const byRef = new Map<string, Json>();
  for (const e of bundle.entry) {
    const r = e.resource as Json;
    if (str(r.id)) byRef.set(`${r.resourceType as string}/${r.id as string}`, r);
    if (e.fullUrl) byRef.set(e.fullUrl, r);
  }
  const resolve = (ref: unknown) => (typeof ref === 'string' ? byRef.get(ref) : undefined);
  const candidates: Candidate[] = [];
  bundle.entry.forEach((e, index) => {
    const r = e.resource as Json;
    if (r.resourceType !== 'DiagnosticReport') return;
    try {
      const status = str(r.status) ?? '';
      if (!FINAL.has(status)) fail(`报告状态 ${status || '（空）'} 不是已发布（final）`);
      const categories = arr(r.category).flatMap((c) => arr(obj(c).coding).map((x) => obj(x).code));
      const micro = categories.includes('MB');
      if (categories.some((c) => c === 'RAD' || c === 'IMG')) {
        fail('影像报告请以 JSON 发送（FHIR 只接收检验与微生物报告）');
      }
      const results = arr(r.result).map(
        (ref) => resolve(obj(ref).reference) ?? fail('result 找不到对应的 Observation'),
      );
      const identifier = str(obj(arr(r.identifier)[0]).value) ?? str(r.id);
      const specimen = resolve(obj(arr(r.specimen)[0]).reference);
      const common = {
        reportId: identifier ?? fail('DiagnosticReport 没有 identifier'),
        patient: patientOf(obj(r.subject), resolve),
        title: conceptText(r.code) ?? fail('DiagnosticReport 没有报告名称（code）'),
        ...(str(r.effectiveDateTime) ? { collectedAt: str(r.effectiveDateTime) } : {}),
        reportedAt: str(r.issued) ?? fail('DiagnosticReport 没有发布时间（issued）'),
        ...(str(obj(arr(r.performer)[0]).display)
          ? { doctor: str(obj(arr(r.performer)[0]).display) }
          : {}),
        ...(str(r.conclusion) ? { note: str(r.conclusion) } : {}),
      };
      const sampleType = specimen ? conceptText(specimen.type) : undefined;
      const value = micro
        ? {
            ...common,
            type: 'micro',
            specimen: sampleType ?? fail('微生物报告没有标本（specimen）'),
            organisms: organisms(results, resolve),
          }
        : {
            ...common,
            type: 'lab',
            ...(sampleType ? { sampleType } : {}),
            items: labItems(results),
          };
      candidates.push({ index, value });
    } catch (error) {
      if (!(error instanceof MappingProblem)) throw error;
      candidates.push({
        index,
        value: { reportId: str(obj(arr(r.identifier)[0]).value) ?? str(r.id) },
        problem: error.message,
      });
    }
  });
  return candidates;
}
