import type { FhirBundle } from '@portal/contract';
import { labItems } from './fhir-lab.js';
import { microResults } from './fhir-micro.js';
import {
  MappingProblem,
  Resolver,
  arr,
  conceptText,
  fail,
  label,
  obj,
  personName,
  str,
  type Json,
} from './fhir-read.js';
import type { Candidate } from './report-ingest.service.js';

/**
 * FHIR R4 Bundle → the portal's report shape, read as the standard allows: results in
 * `hasMember` panels however deep, `contained` resources, `specimen` optional, the performer as
 * the laboratory and the ServiceRequest's requester as the ordering doctor. A report is
 * refused only for what changes its meaning (no patient to match, a result without a value or
 * a code, a type the portal does not read), each refusal naming the resource, field and
 * reason. An Observation no report holds becomes a one-item lab report when it is a lab result.
 */

const FINAL = new Set(['final', 'amended', 'corrected', 'appended']);
const GENDER: Record<string, string> = { male: '男', female: '女' };
const MICRO = new Set(['MB', 'MICRO', 'MCB']);
const IMAGING = new Set(['RAD', 'IMG', 'RX', 'CT', 'MR', 'US', 'NMR']);

function categories(r: Json): string[] {
  return arr(r.category).flatMap((c) =>
    arr(obj(c).coding).map((x) => str(obj(x).code)?.toUpperCase() ?? ''),
  );
}

function patientOf(r: Json, resolver: Resolver, containers: Json[]) {
  const patient =
    resolver.find(r.subject, containers) ??
    fail(r, 'subject', `找不到 ${str(obj(r.subject).reference) ?? '患者'}，无法对应到居民`);
  const identifiers = arr(patient.identifier).map(obj);
  const id =
    identifiers.find((i) => arr(obj(i.type).coding).some((c) => obj(c).code === 'NNCHN')) ??
    identifiers.find((i) => /^\d{17}[\dXx]$/.test(str(i.value) ?? '')) ??
    fail(patient, 'identifier', '没有居民身份证号码（type 为 NNCHN），无法对应到居民');
  const gender = GENDER[str(patient.gender) ?? ''];
  const mobile = mobileOf(patient);
  return {
    idType: '01',
    idNo: str(id.value) ?? fail(patient, 'identifier', '证件号码为空'),
    name: personName(patient) ?? fail(patient, 'name', '没有姓名'),
    ...(gender ? { sex: gender } : {}),
    ...(mobile ? { phone: mobile } : {}),
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

/** A Practitioner's, Organization's or anyone's name behind a Reference, or its display. */
function nameBehind(ref: unknown, resolver: Resolver, containers: Json[]): string | undefined {
  const target = resolver.find(ref, containers);
  return str(obj(ref).display) ?? (target ? (str(target.name) ?? personName(target)) : undefined);
}

/** The ordering doctor: the requester of the ServiceRequest the report is based on. */
function requesterOf(r: Json, resolver: Resolver, containers: Json[]): string | undefined {
  for (const basis of arr(r.basedOn)) {
    const request = resolver.find(basis, containers);
    const name = request && nameBehind(request.requester, resolver, [request, ...containers]);
    if (name) return name;
  }
  return undefined;
}

function common(r: Json, resolver: Resolver) {
  const containers = [r];
  const effective = str(r.effectiveDateTime) ?? str(obj(r.effectivePeriod).start);
  const performer = nameBehind(arr(r.performer)[0], resolver, containers);
  const doctor = requesterOf(r, resolver, containers);
  const specimen = resolver.find(arr(r.specimen)[0], containers);
  return {
    reportId: str(obj(arr(r.identifier)[0]).value) ?? str(r.id) ?? fail(r, 'identifier', '没有'),
    patient: patientOf(r, resolver, containers),
    title: conceptText(r.code) ?? fail(r, 'code', '没有报告名称'),
    ...(effective ? { collectedAt: effective } : {}),
    reportedAt: str(r.issued) ?? effective ?? fail(r, 'issued', '没有报告时间'),
    ...(performer ? { performer } : {}),
    ...(doctor ? { doctor } : {}),
    ...(str(r.conclusion) ? { note: str(r.conclusion) } : {}),
    ...(specimen && conceptText(specimen.type) ? { specimen: conceptText(specimen.type) } : {}),
  };
}

function diagnosticReport(r: Json, resolver: Resolver) {
  const status = str(r.status) ?? '';
  if (!FINAL.has(status)) fail(r, 'status', `报告状态为 ${status || '（空）'}，尚未发布（final）`);
  const kinds = categories(r);
  if (kinds.some((c) => IMAGING.has(c))) {
    fail(r, 'category', '影像报告请以 JSON 发送（FHIR 只接收检验与微生物报告）');
  }
  const results = arr(r.result).map(
    (ref, i) =>
      resolver.find(ref, [r]) ??
      fail(r, `result[${i}]`, `找不到 ${str(obj(ref).reference) ?? '（空引用）'}`),
  );
  if (!results.length) fail(r, 'result', '没有检验结果，不是检验或微生物报告');
  const { specimen, ...head } = common(r, resolver);
  if (kinds.some((c) => MICRO.has(c))) {
    const micro = microResults(results, resolver, [r]);
    const note = [head.note, ...micro.notes].filter(Boolean).join('\n');
    return {
      ...head,
      ...(note ? { note } : {}),
      type: 'micro',
      ...(specimen ? { specimen } : {}),
      organisms: micro.organisms,
      ...(micro.positive || micro.organisms.length ? { abnormal: true } : {}),
    };
  }
  return {
    ...head,
    type: 'lab',
    ...(specimen ? { sampleType: specimen } : {}),
    items: labItems(results, resolver, [r]),
  };
}

/** Everything reports hold (results and their panels), so the rest can stand alone. */
function heldByReports(reports: Json[], resolver: Resolver): Set<Json> {
  const held = new Set<Json>();
  const hold = (ref: unknown, containers: Json[]) => {
    const o = resolver.find(ref, containers);
    if (!o || held.has(o)) return;
    held.add(o);
    for (const m of arr(o.hasMember)) hold(m, containers);
  };
  for (const r of reports) for (const ref of arr(r.result)) hold(ref, [r]);
  return held;
}

/** An Observation no report holds: a one-item lab report when it is a lab result. */
function loneObservation(o: Json, resolver: Resolver) {
  const kinds = categories(o);
  if (kinds.length && !kinds.includes('LABORATORY')) {
    fail(o, 'category', `类别为 ${kinds.join('、').toLowerCase()}，不是检验结果，未作为报告接收`);
  }
  const status = str(o.status) ?? '';
  if (!FINAL.has(status)) fail(o, 'status', `结果状态为 ${status || '（空）'}，尚未发布（final）`);
  const effective = str(o.effectiveDateTime) ?? str(obj(o.effectivePeriod).start);
  const performer = nameBehind(arr(o.performer)[0], resolver, [o]);
  return {
    reportId: str(obj(arr(o.identifier)[0]).value) ?? str(o.id) ?? fail(o, 'identifier', '没有'),
    patient: patientOf(o, resolver, [o]),
    title: conceptText(o.code) ?? fail(o, 'code', '没有项目名称'),
    ...(effective ? { collectedAt: effective } : {}),
    reportedAt: str(o.issued) ?? effective ?? fail(o, 'issued', '没有结果时间'),
    ...(performer ? { performer } : {}),
    type: 'lab',
    items: labItems([o], resolver, [o]),
  };
}

export function bundleCandidates(bundle: FhirBundle): Candidate[] {
  const resolver = new Resolver(bundle.entry);
  const resources = bundle.entry.map((e) => obj(e.resource));
  const reports = resources.filter((r) => r.resourceType === 'DiagnosticReport');
  const held = heldByReports(reports, resolver);
  const candidates: Candidate[] = [];
  resources.forEach((r, index) => {
    const lone = r.resourceType === 'Observation' && !held.has(r);
    if (r.resourceType !== 'DiagnosticReport' && !lone) return;
    try {
      const value = lone ? loneObservation(r, resolver) : diagnosticReport(r, resolver);
      candidates.push({ index, value });
    } catch (error) {
      if (!(error instanceof MappingProblem)) throw error;
      candidates.push({
        index,
        value: { reportId: str(obj(arr(r.identifier)[0]).value) ?? str(r.id) ?? label(r) },
        problem: error.message,
      });
    }
  });
  return candidates;
}
