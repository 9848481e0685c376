import {
  mask,
  type ImagingReport,
  type LabFlag,
  type LabReport,
  type MicroReport,
  type Organism,
  type ReportHospital,
  type ReportListQuery,
  type ReportOpenQuery,
  type ReportSummary,
  type ReportTrend,
  type ReportTrendQuery,
} from '@portal/contract';
import { nowIso, type Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { readablePeople, readablePerson } from '../identity/record-access.service.js';
import {
  findReport,
  hospitalName,
  hospitalsWithReports,
  listImages,
  listItems,
  listReports,
  markRead,
  repeatedCodes,
  trendPoints,
  type ReportRow,
} from './reports.repository.js';

export const REPORT_NOT_FOUND = '报告不存在或无权查看';

const notFound = () => new AppError('NOT_FOUND', 404, REPORT_NOT_FOUND);

/** The type's own part of a report, as stored in `report.detail`. */
export interface LabDetail {
  sampleType: string | null;
}
export interface MicroDetail {
  /** FHIR does not require one. */
  specimen: string | null;
  organisms: Organism[];
}
export interface ImagingDetail {
  modality: string;
  bodyPart: string;
  examAt: string;
  findings: string;
  impression: string;
  reportingDoctor: string;
  reviewingDoctor: string | null;
}

/**
 * A report this account may read: of its holder or a current family member who consented.
 * Anything else, another account's report, a member removed since or one who has not (or no
 * longer) consented, is 404 like an id that never existed.
 */
export async function visibleReport(
  db: Db,
  userId: string,
  id: string,
  hos?: string,
): Promise<ReportRow> {
  const row = await findReport(db, id);
  if (!row || (hos && row.hospital_id !== hos)) throw notFound();
  const people = await readablePeople(db, userId);
  if (!people.some((p) => p.personKey === row.person_key)) throw notFound();
  return row;
}

export async function reportHospitals(
  db: Db,
  userId: string,
  patientId?: string,
): Promise<ReportHospital[]> {
  const person = await readablePerson(db, userId, patientId);
  const rows = await hospitalsWithReports(db, userId, person.personKey);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    reports: Number(r.reports),
    unread: Number(r.reports) - Number(r.read),
  }));
}

export async function reportList(
  db: Db,
  userId: string,
  query: ReportListQuery,
): Promise<ReportSummary[]> {
  const person = await readablePerson(db, userId, query.patientId);
  const rows = await listReports(db, userId, person.personKey, query);
  return rows.map((r) => ({
    id: r.id,
    hos: r.hospital_id,
    hosName: r.hospital_name,
    type: r.type,
    title: r.title,
    reportedAt: r.reported_at,
    abnormal: r.abnormal === 1,
    critical: r.critical === 1,
    read: r.read_at !== null,
  }));
}

async function header(db: Db, row: ReportRow) {
  return {
    id: row.id,
    hos: row.hospital_id,
    hosName: await hospitalName(db, row.hospital_id),
    type: row.type,
    title: row.title,
    reportNo: row.report_no,
    department: row.department,
    doctor: row.doctor,
    performer: row.performer,
    patient: { name: mask(row.patient_name), sex: row.patient_sex, age: row.patient_age },
    collectedAt: row.collected_at,
    reportedAt: row.reported_at,
    abnormal: row.abnormal === 1,
    critical: row.critical === 1,
    note: row.note,
  };
}

/** Opens a report of `type` for a signed-in account, marking it read for that account. */
async function openOwn(db: Db, userId: string, query: ReportOpenQuery, type: ReportRow['type']) {
  const row = await visibleReport(db, userId, query.id, query.hos);
  if (row.type !== type) throw notFound();
  await markRead(db, userId, row.id, nowIso());
  return row;
}

export async function labReport(
  db: Db,
  userId: string,
  query: ReportOpenQuery,
): Promise<LabReport> {
  const row = await openOwn(db, userId, query, 'lab');
  const items = await listItems(db, row.id);
  const repeated = await repeatedCodes(
    db,
    row.person_key,
    items.filter((i) => i.value !== null).map((i) => i.code),
  );
  const detail = JSON.parse(row.detail) as LabDetail;
  return {
    ...(await header(db, row)),
    sampleType: detail.sampleType,
    items: items.map((i) => ({
      code: i.code,
      name: i.name,
      result: i.result,
      value: i.value,
      unit: i.unit,
      low: i.low,
      high: i.high,
      range: i.range_text,
      flag: i.flag as LabFlag | null,
      note: i.note,
      trend: i.value !== null && repeated.has(i.code),
    })),
  };
}

export async function microReport(
  db: Db,
  userId: string,
  query: ReportOpenQuery,
): Promise<MicroReport> {
  const row = await openOwn(db, userId, query, 'micro');
  const detail = JSON.parse(row.detail) as MicroDetail;
  return { ...(await header(db, row)), specimen: detail.specimen, organisms: detail.organisms };
}

/** An imaging report for whoever holds a credential for it (see pacs.service.ts). */
export async function imagingReport(
  db: Db,
  row: ReportRow,
  via: { shareExpiresAt: string | null },
): Promise<ImagingReport> {
  const detail = JSON.parse(row.detail) as ImagingDetail;
  const images = await listImages(db, row.id);
  return {
    ...(await header(db, row)),
    ...detail,
    images: images.map((i) => ({
      id: i.id,
      caption: i.caption,
      url: `/api/reports/images/${i.id}`,
      width: i.width,
      height: i.height,
    })),
    viaShare: via.shareExpiresAt !== null,
    shareExpiresAt: via.shareExpiresAt,
  };
}

/** One lab item's values over time for the person a report belongs to. */
export async function reportTrend(
  db: Db,
  userId: string,
  query: ReportTrendQuery,
): Promise<ReportTrend> {
  const row = await visibleReport(db, userId, query.id);
  const all = await trendPoints(db, row.person_key, query.code);
  const latest = all.at(-1);
  if (!latest) throw new AppError('NOT_FOUND', 404, '该项目没有可显示的数值结果');
  // One line, one unit: results sent in another unit are counted, not drawn (4.2 mmol/L and
  // 76 mg/dL on one axis would read as a collapse).
  const points = all.filter((p) => p.unit === latest.unit);
  return {
    code: query.code,
    name: latest.name,
    unit: latest.unit,
    low: latest.low,
    high: latest.high,
    otherUnits: all.length - points.length,
    points: points.map((p) => ({
      reportId: p.report_id,
      hosName: p.hospital_name,
      reportedAt: p.reported_at,
      value: p.value!,
      flag: p.flag as LabFlag | null,
    })),
  };
}
