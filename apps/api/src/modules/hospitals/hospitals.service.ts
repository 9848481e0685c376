import {
  type Avatar,
  type Department,
  type DepartmentDetail,
  type Doctor,
  type DoctorSearchQuery,
  type DoctorSummary,
  type DoctorTitle,
  type HospitalDetail,
  type HospitalLevel,
  type HospitalListQuery,
  type HospitalPage,
  type HospitalSummary,
  type HospitalType,
} from '@portal/contract';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import {
  findDepartment,
  findDoctor,
  findHospital,
  listDepartments,
  listDoctors,
  pageHospitals,
  searchDoctors,
  type DepartmentRow,
  type DoctorRow,
  type HospitalRow,
} from './hospitals.repository.js';
import { announceSharedChange } from '../../lib/shared-change.js';
import { findRules, updateRules as updateRuleRow } from './rules.repository.js';
import { bookableThisWeek } from './schedule.service.js';

const notFound = (what: string) => new AppError('NOT_FOUND', 404, `${what}不存在`);

// Dark enough for white text at WCAG AA.
const AVATAR_COLORS = ['#1d5fa8', '#0f7b6c', '#8a4b08', '#7b3fa0', '#a3324a', '#3c5a14'];

/** A generated picture: the surname on a colour chosen by the id, never a photo. */
export function avatarFor(id: string, name: string): Avatar {
  const digest = createHash('sha256').update(id).digest();
  return {
    text: Array.from(name)[0] ?? '医',
    color: AVATAR_COLORS[digest[0]! % AVATAR_COLORS.length]!,
  };
}

function phonesOf(row: HospitalRow): { label: string; number: string }[] {
  return JSON.parse(row.phones) as { label: string; number: string }[];
}

function toSummary(row: HospitalRow, bookable: boolean): HospitalSummary {
  return {
    id: row.id,
    name: row.name,
    level: row.level as HospitalLevel,
    type: row.type as HospitalType,
    address: row.address,
    phone: phonesOf(row)[0]?.number ?? '',
    bookableThisWeek: bookable,
  };
}

function toDepartment(row: DepartmentRow, byId: Map<string, DepartmentRow>): Department {
  return {
    id: row.id,
    hospitalId: row.hospital_id,
    name: row.name,
    parentId: row.parent_id,
    category: row.parent_id ? (byId.get(row.parent_id)?.name ?? row.name) : row.name,
    intro: row.intro,
  };
}

function toDoctorSummary(row: DoctorRow): DoctorSummary {
  return {
    id: row.id,
    hospitalId: row.hospital_id,
    departmentId: row.department_id,
    name: row.name,
    title: row.title as DoctorTitle,
    specialty: row.specialty,
    avatar: avatarFor(row.id, row.name),
  };
}

/** Changes a hospital's booking rules (the bureau's console); pages show them at once. */
export async function updateRules(
  db: Db,
  hospitalId: string,
  changes: Parameters<typeof updateRuleRow>[2],
): Promise<void> {
  await updateRuleRow(db, hospitalId, changes);
  await announceSharedChange(db);
}

export async function findHospitalName(db: Db, id: string): Promise<string | undefined> {
  return (await findHospital(db, id))?.name;
}

export async function hospitalPage(
  db: Db,
  query: HospitalListQuery,
  now = new Date(),
): Promise<HospitalPage> {
  const { pageNo, pageSize, ...filter } = query;
  const { rows, total } = await pageHospitals(db, filter, (pageNo - 1) * pageSize, pageSize);
  const bookable = await bookableThisWeek(
    db,
    rows.map((r) => r.id),
    now,
  );
  return { list: rows.map((r) => toSummary(r, bookable.has(r.id))), total, pageNo, pageSize };
}

export async function hospitalDetail(
  db: Db,
  id: string,
  now = new Date(),
): Promise<HospitalDetail> {
  const row = await findHospital(db, id);
  if (!row) throw notFound('医院');
  const [departments, rules, bookable] = await Promise.all([
    listDepartments(db, id),
    findRules(db, id),
    bookableThisWeek(db, [id], now),
  ]);
  const byId = new Map(departments.map((d) => [d.id, d]));
  // Each top level followed by its clinics, in their order.
  const ordered = departments
    .filter((d) => !d.parent_id)
    .flatMap((top) => [top, ...departments.filter((d) => d.parent_id === top.id)]);
  return {
    ...toSummary(row, bookable.has(id)),
    intro: row.intro,
    phones: phonesOf(row),
    hours: row.hours,
    transport: row.transport,
    notices: JSON.parse(row.notices) as string[],
    specialties: JSON.parse(row.specialties) as string[],
    rules,
    departments: ordered.map((d) => toDepartment(d, byId)),
  };
}

export async function departmentDetail(db: Db, id: string): Promise<DepartmentDetail> {
  const row = await findDepartment(db, id);
  if (!row || row.retired_at) throw notFound('科室');
  const [hospital, all] = await Promise.all([
    findHospital(db, row.hospital_id),
    listDepartments(db, row.hospital_id),
  ]);
  const byId = new Map(all.map((d) => [d.id, d]));
  const children = all.filter((d) => d.parent_id === id);
  const doctors = await listDoctors(db, [id, ...children.map((c) => c.id)]);
  return {
    ...toDepartment(row, byId),
    hospitalName: hospital!.name,
    children: children.map((c) => toDepartment(c, byId)),
    doctors: doctors.map(toDoctorSummary),
  };
}

export async function doctorDetail(db: Db, id: string): Promise<Doctor> {
  const row = await findDoctor(db, id);
  if (!row || row.retired_at) throw notFound('医生');
  return (await withPlaces(db, [row]))[0]!;
}

/** Doctors with their hospital's and department's names. */
async function withPlaces(db: Db, rows: DoctorRow[]): Promise<Doctor[]> {
  const hospitalIds = [...new Set(rows.map((r) => r.hospital_id))];
  const departments = new Map<string, DepartmentRow>();
  const hospitals = new Map<string, string>();
  for (const hospitalId of hospitalIds) {
    const [hospital, list] = await Promise.all([
      findHospital(db, hospitalId),
      listDepartments(db, hospitalId),
    ]);
    hospitals.set(hospitalId, hospital!.name);
    for (const d of list) departments.set(d.id, d);
  }
  return rows.map((row) => ({
    ...toDoctorSummary(row),
    hospitalName: hospitals.get(row.hospital_id)!,
    departmentName: departments.get(row.department_id)!.name,
    intro: row.intro,
  }));
}

const DOCTOR_SEARCH_LIMIT = 50;

export async function findDoctors(db: Db, query: DoctorSearchQuery): Promise<Doctor[]> {
  // LIKE wildcards mean nothing in a name: a keyword of only those finds nobody.
  const keyword = query.keyword.replace(/[\\%_]/g, '').trim();
  if (!keyword) return [];
  return withPlaces(db, await searchDoctors(db, keyword, query.hospitalId, DOCTOR_SEARCH_LIMIT));
}
