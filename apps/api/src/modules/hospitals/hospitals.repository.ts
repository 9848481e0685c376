import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DepartmentTable, DoctorTable, HospitalTable } from '../../db/schema.js';

export type HospitalRow = Selectable<HospitalTable>;
export type DepartmentRow = Selectable<DepartmentTable>;
export type DoctorRow = Selectable<DoctorTable>;

export interface HospitalFilter {
  keyword?: string;
  level?: string;
  type?: string;
}

function filtered(db: Db, f: HospitalFilter) {
  let q = db.selectFrom('hospital');
  if (f.keyword) {
    // LIKE wildcards dropped from the keyword: escaping them differs between the engines.
    const pattern = `%${f.keyword.replace(/[\\%_]/g, '')}%`;
    q = q.where((eb) => eb.or([eb('name', 'like', pattern), eb('specialties', 'like', pattern)]));
  }
  if (f.level) q = q.where('level', '=', f.level);
  if (f.type) q = q.where('type', '=', f.type);
  return q;
}

export async function pageHospitals(
  db: Db,
  f: HospitalFilter,
  offset: number,
  limit: number,
): Promise<{ rows: HospitalRow[]; total: number }> {
  const count = await filtered(db, f)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(count.n);
  // A page past the end is empty without asking: a huge page number must not reach OFFSET.
  if (offset >= total) return { rows: [], total };
  const rows = await filtered(db, f)
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  return { rows, total };
}

export function findHospital(db: Db, id: string): Promise<HospitalRow | undefined> {
  return db.selectFrom('hospital').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A hospital's departments in use (retired ones are left out of every citizen list). */
export function listDepartments(db: Db, hospitalId: string): Promise<DepartmentRow[]> {
  return db
    .selectFrom('department')
    .selectAll()
    .where('hospital_id', '=', hospitalId)
    .where('retired_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findDepartment(db: Db, id: string): Promise<DepartmentRow | undefined> {
  return db.selectFrom('department').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The departments' doctors in practice (retired ones are left out of every citizen list). */
export function listDoctors(db: Db, departmentIds: string[]): Promise<DoctorRow[]> {
  if (departmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('doctor')
    .selectAll()
    .where('department_id', 'in', departmentIds)
    .where('retired_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findDoctor(db: Db, id: string): Promise<DoctorRow | undefined> {
  return db.selectFrom('doctor').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Doctors whose name contains `keyword` (wildcards dropped), at most `limit`. */
export function searchDoctors(
  db: Db,
  keyword: string,
  hospitalId: string | undefined,
  limit: number,
): Promise<DoctorRow[]> {
  let q = db
    .selectFrom('doctor')
    .selectAll()
    .where('name', 'like', `%${keyword.replace(/[\\%_]/g, '')}%`)
    .where('retired_at', 'is', null);
  if (hospitalId) q = q.where('hospital_id', '=', hospitalId);
  return q.orderBy('name').orderBy('id').limit(limit).execute();
}

/** A hospital with its booking rules at their defaults (seed and the bureau's console). */
export async function insertHospital(db: Db, row: HospitalRow): Promise<void> {
  await db.insertInto('hospital').values(row).execute();
  await db.insertInto('booking_rule').values({ hospital_id: row.id }).execute();
}

export async function insertDepartments(db: Db, rows: DepartmentRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('department').values(rows).execute();
}

export async function insertDoctors(db: Db, rows: DoctorRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('doctor').values(rows).execute();
}

export async function countHospitals(db: Db): Promise<number> {
  const row = await db
    .selectFrom('hospital')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
