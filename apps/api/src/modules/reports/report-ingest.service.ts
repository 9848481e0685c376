import {
  CRITICAL_FLAGS,
  IngestReport,
  idDocumentProblem,
  type IngestReportsResult,
  type LabFlag,
} from '@portal/contract';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { nowIso, type Db } from '../../db/database.js';
import { chinaToday } from '../../lib/china-day.js';
import type { ReportItemRow } from './reports.repository.js';
import type { SmsProvider } from '../../lib/sms.js';
import { notify } from '../../lib/sms-notice.js';
import { newId } from '../../lib/tokens.js';
import { keepPhoneOnFile, personKeyOf } from '../identity/people.service.js';
import { sniffImage } from '../users/image-type.js';
import {
  claimCriticalNotice,
  hospitalName,
  phonesOfAccountsFor,
  replaceImages,
  replaceItems,
  upsertReport,
} from './reports.repository.js';
import type { ImagingDetail, LabDetail, MicroDetail } from './reports.service.js';

const checkReport = TypeCompiler.Compile(IngestReport);

/** The patient's document as identities store it (trimmed, upper-case), for the person key. */
function patientDocument(report: IngestReport) {
  return { idType: report.patient.idType ?? '01', idNo: report.patient.idNo.trim().toUpperCase() };
}

/** One candidate as it arrived: its place in the request and what the sender gave. */
export interface Candidate {
  index: number;
  value?: unknown;
  /** Set when the candidate could not even be mapped (a FHIR entry missing its parts). */
  problem?: string;
}

class ItemProblem extends Error {}
const problem = (message: string): never => {
  throw new ItemProblem(message);
};

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An ISO time or `YYYY-MM-DD HH:mm[:ss]`; without a zone it is China time. UTC ISO out, except
 * a date alone, which stays a date: a time the sender never gave is not made up (08:00).
 */
export function isoTime(value: string, field: string): string {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return problem(`${field}「${value}」不是有效的时间`);
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = m;
  if (m[4] === undefined && !zone) {
    const day = new Date(`${y}-${mo}-${d}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== `${y}-${mo}-${d}`) {
      return problem(`${field}「${value}」不是有效的日期`);
    }
    if (`${y}-${mo}-${d}` > chinaToday()) problem(`${field}「${value}」晚于今天`);
    return `${y}-${mo}-${d}`;
  }
  const offset = !zone
    ? '+08:00'
    : zone === 'Z'
      ? 'Z'
      : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  if (Number.isNaN(date.getTime()) || date.getUTCDate() === 0) {
    return problem(`${field}「${value}」不是有效的时间`);
  }
  // A day like 02-31 rolls over in Date; the round trip catches it.
  const china = new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  if (!zone && china !== `${y}-${mo}-${d}`) problem(`${field}「${value}」不是有效的时间`);
  if (date.getTime() > Date.now() + 60 * 60_000) problem(`${field}「${value}」晚于现在`);
  return date.toISOString();
}

const NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** The range as a person reads it, when the sender gave bounds but no text. */
function rangeText(low?: number, high?: number): string | null {
  if (low !== undefined && high !== undefined) return `${low}-${high}`;
  if (high !== undefined) return `< ${high}`;
  if (low !== undefined) return `> ${low}`;
  return null;
}

const REVERSED_RANGE = '参考范围的下限大于上限，按医院原样显示，未据此判断高低';

/** The flag an item gets: the hospital's own, else high/low from its numeric range. */
function itemFlag(flag: string | undefined, value: number | null, low?: number, high?: number) {
  if (flag) return flag === 'N' ? null : (flag as LabFlag);
  if (value === null) return null;
  if (high !== undefined && value > high) return 'H';
  if (low !== undefined && value < low) return 'L';
  return null;
}

/** The first thing the schema refuses, with the field and the reason in words. */
function firstSchemaError(value: unknown): string | undefined {
  const error = checkReport.Errors(value).First();
  if (!error) return undefined;
  const schema = error.schema as { title?: string; maxLength?: number; minLength?: number };
  const field = schema.title ? `「${schema.title}」` : error.path || '报告';
  const reason =
    error.value === undefined
      ? '缺少此项'
      : schema.maxLength !== undefined &&
          typeof error.value === 'string' &&
          error.value.length > schema.maxLength
        ? `超过 ${schema.maxLength} 字`
        : schema.minLength !== undefined && error.value === ''
          ? '不能为空'
          : '不符合要求';
  return `${field}（${error.path || '/'}）${reason}`;
}

interface Prepared {
  report: IngestReport;
  personKey: string;
  items: Omit<ReportItemRow, 'report_id'>[];
  images: {
    caption: string;
    content_type: string;
    width: number | null;
    height: number | null;
    data: string;
  }[];
  detail: LabDetail | MicroDetail | ImagingDetail;
  abnormal: boolean;
  critical: boolean;
  times: { collected: string | null; reported: string };
}

function pngSize(bytes: Buffer): { width: number; height: number } | null {
  return bytes.length >= 24
    ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
    : null;
}

/** Checks one report and turns it into rows; throws ItemProblem with the reason. */
function prepare(report: IngestReport): Prepared {
  const { idType, idNo } = patientDocument(report);
  const wrong = idDocumentProblem(idType, idNo, chinaToday());
  if (wrong) problem(`患者证件：${wrong}`);
  const personKey = personKeyOf(idType, idNo);
  const times = {
    collected: report.collectedAt ? isoTime(report.collectedAt, '采样时间') : null,
    reported: isoTime(report.reportedAt, '报告时间'),
  };
  const base = {
    personKey,
    times,
    report,
    images: [] as Prepared['images'],
    items: [] as Prepared['items'],
  };
  if (report.type === 'lab') {
    if (!report.items?.length) problem('检验报告须有项目 items');
    const codes = new Set<string>();
    const items = report.items!.map((item, seq) => {
      if (codes.has(item.code)) problem(`项目代码 ${item.code} 重复`);
      codes.add(item.code);
      // A range the sender got wrong is shown as sent and marked, never a reason to refuse.
      const reversed = item.low !== undefined && item.high !== undefined && item.low > item.high;
      const note = item.note ?? (reversed ? REVERSED_RANGE : null);
      const value = NUMBER.test(item.result.trim()) ? Number(item.result.trim()) : null;
      return {
        seq,
        person_key: personKey,
        code: item.code,
        name: item.name,
        result: item.result.trim(),
        value,
        unit: item.unit ?? null,
        low: item.low ?? null,
        high: item.high ?? null,
        range_text: item.range ?? rangeText(item.low, item.high),
        flag: note ? itemFlag(item.flag, null) : itemFlag(item.flag, value, item.low, item.high),
        note,
      };
    });
    const flagged = items.filter((i) => i.flag);
    return {
      ...base,
      items,
      detail: { sampleType: report.sampleType ?? null },
      abnormal: flagged.length > 0 || report.abnormal === true,
      critical:
        flagged.some((i) => CRITICAL_FLAGS.includes(i.flag as LabFlag)) || report.critical === true,
    };
  }
  if (report.type === 'micro') {
    const organisms = (report.organisms ?? []).map((o) => ({
      name: o.name,
      colonyCount: o.colonyCount ?? null,
      comment: o.comment ?? null,
      susceptibility: o.susceptibility.map((s) => ({
        antibiotic: s.antibiotic,
        mic: s.mic ?? null,
        zone: s.zone ?? null,
        interpretation: s.interpretation,
      })),
    }));
    return {
      ...base,
      detail: { specimen: report.specimen ?? null, organisms },
      // A culture that grew anything is abnormal whatever else the sender says.
      abnormal: organisms.length > 0 || report.abnormal === true || report.critical === true,
      critical: report.critical === true,
    };
  }
  for (const [field, label] of [
    ['modality', '检查类型 modality'],
    ['bodyPart', '检查部位 bodyPart'],
    ['findings', '检查所见 findings'],
    ['impression', '诊断意见 impression'],
    ['reportingDoctor', '报告医生 reportingDoctor'],
  ] as const) {
    if (!report[field]?.trim()) problem(`影像报告须有${label}`);
  }
  const images = (report.images ?? []).map((image, i) => {
    const bytes = Buffer.from(image.data, 'base64');
    const sniffed = sniffImage(bytes);
    if (!sniffed || sniffed.contentType !== image.contentType) {
      problem(`第 ${i + 1} 张图片不是声明的 ${image.contentType} 格式`);
    }
    const size = image.contentType === 'image/png' ? pngSize(bytes) : null;
    return {
      caption: image.caption,
      content_type: image.contentType,
      width: size?.width ?? null,
      height: size?.height ?? null,
      data: bytes.toString('base64'),
    };
  });
  return {
    ...base,
    images,
    detail: {
      modality: report.modality!,
      bodyPart: report.bodyPart!,
      examAt: report.examAt
        ? isoTime(report.examAt, '检查时间')
        : (times.collected ?? times.reported),
      findings: report.findings!,
      impression: report.impression!,
      reportingDoctor: report.reportingDoctor!,
      reviewingDoctor: report.reviewingDoctor ?? null,
    },
    abnormal: report.abnormal === true,
    critical: report.critical === true,
  };
}

/** Writes one prepared report, its items and images in one transaction. */
async function save(db: Db, hospitalId: string, p: Prepared) {
  const at = nowIso();
  const r = p.report;
  return db.transaction().execute(async (trx) => {
    const saved = await upsertReport(trx, {
      id: newId(),
      hospital_id: hospitalId,
      external_id: r.reportId,
      person_key: p.personKey,
      patient_name: r.patient.name.trim(),
      patient_sex: r.patient.sex ?? null,
      patient_age: r.patient.age ?? null,
      type: r.type,
      title: r.title,
      report_no: r.reportNo ?? r.reportId,
      department: r.department ?? null,
      doctor: r.doctor ?? null,
      performer: r.performer ?? null,
      collected_at: p.times.collected,
      reported_at: p.times.reported,
      abnormal: p.abnormal ? 1 : 0,
      critical: p.critical ? 1 : 0,
      critical_notified_at: null,
      note: r.note ?? null,
      detail: JSON.stringify(p.detail),
      created_at: at,
      updated_at: at,
    });
    await replaceItems(
      trx,
      saved.id,
      p.items.map((i) => ({ ...i, report_id: saved.id })),
    );
    await replaceImages(
      trx,
      saved.id,
      p.images.map((image, seq) => ({ ...image, id: newId(), report_id: saved.id, seq })),
    );
    if (r.patient.phone) {
      await keepPhoneOnFile(trx, {
        person_key: p.personKey,
        source: 'report',
        hospital_id: hospitalId,
        phone: r.patient.phone,
        updated_at: at,
      });
    }
    return saved;
  });
}

/**
 * A new critical value (危急值) is texted to every account that holds the person, once:
 * the conditional update lets exactly one sender through, whichever process ingests.
 */
async function notifyCritical(
  deps: { db: Db; sms: SmsProvider | null },
  hospitalId: string,
  reportId: string,
  p: Prepared,
) {
  if (!p.critical || !deps.sms) return;
  if (!(await claimCriticalNotice(deps.db, reportId, nowIso()))) return;
  const r = p.report;
  const { idType, idNo } = patientDocument(r);
  const phones = await phonesOfAccountsFor(deps.db, idType, idNo);
  const hospital = await hospitalName(deps.db, hospitalId);
  const name = `${r.patient.name.slice(0, 1)}**`;
  for (const phone of new Set(phones)) {
    // A refused text is logged and counted by the provider; the report is saved either way.
    await notify(
      { db: deps.db, sms: deps.sms },
      {
        phone,
        purpose: 'report_critical',
        text: `${name}在${hospital}的${r.title}出现危急值，请尽快联系医院或就医。详情请登录 12320 健康服务平台查看报告。`,
        params: { name, hospital, title: r.title },
      },
    );
  }
}

/**
 * Upserts reports by the hospital's report id. Each candidate is checked on its own: a bad one
 * is reported with its index and reason and nothing of it is written; good ones are saved
 * each in its own transaction. `sms` null (the demo seed) sends no texts.
 */
export async function ingestReports(
  deps: { db: Db; sms: SmsProvider | null },
  hospitalId: string,
  candidates: Candidate[],
): Promise<IngestReportsResult> {
  const result: IngestReportsResult = { created: 0, updated: 0, ids: {}, rejected: [] };
  const seen = new Map<string, number>();
  for (const c of candidates) {
    const reportId =
      typeof (c.value as { reportId?: unknown } | undefined)?.reportId === 'string'
        ? (c.value as { reportId: string }).reportId
        : null;
    const reject = (reason: string) => result.rejected.push({ index: c.index, reportId, reason });
    if (c.problem) {
      reject(c.problem);
      continue;
    }
    const schemaError = firstSchemaError(c.value);
    if (schemaError) {
      reject(schemaError);
      continue;
    }
    const report = c.value as IngestReport;
    if (seen.has(report.reportId)) {
      reject(`报告编号 ${report.reportId} 与第 ${seen.get(report.reportId)} 项重复`);
      continue;
    }
    seen.set(report.reportId, c.index);
    let prepared: Prepared;
    try {
      prepared = prepare(report);
    } catch (error) {
      if (error instanceof ItemProblem) {
        reject(error.message);
        continue;
      }
      throw error;
    }
    const saved = await save(deps.db, hospitalId, prepared);
    result.ids[report.reportId] = saved.id;
    if (saved.created) result.created += 1;
    else result.updated += 1;
    await notifyCritical(deps, hospitalId, saved.id, prepared);
  }
  return result;
}
