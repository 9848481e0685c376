import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DepartmentTable, DoctorTable, HospitalTable } from '../../db/schema.js';

// The hospital administrator's SQL: the console sees retired departments and doctors too,
// which the citizen reads of modules/hospitals leave out.

export type AdminHospitalRow = Selectable<HospitalTable>;
export type AdminDepartmentRow = Selectable<DepartmentTable>;
export type AdminDoctorRow = Selectable<DoctorTable>;

export function findHospitalRow(db: Db, id: string): Promise<AdminHospitalRow | undefined> {
  return db.selectFrom('hospital').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateHospitalRow(
  db: Db,
  id: string,
  changes: Updateable<HospitalTable>,
): Promise<void> {
  await db.updateTable('hospital').set(changes).where('id', '=', id).execute();
}

/** Every department of the hospital, retired ones included, with its doctors in practice. */
export function allDepartments(
  db: Db,
  hospitalId: string,
): Promise<(AdminDepartmentRow & { doctors: number | string | bigint })[]> {
  return db
    .selectFrom('department as d')
    .selectAll('d')
    .select((eb) =>
      eb
        .selectFrom('doctor as doc')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('doc.department_id', '=', 'd.id')
        .where('doc.retired_at', 'is', null)
        .as('doctors'),
    )
    .where('d.hospital_id', '=', hospitalId)
    .orderBy('d.sort_order')
    .orderBy('d.id')
    .execute() as Promise<(AdminDepartmentRow & { doctors: number | string | bigint })[]>;
}

export function findDepartmentRow(db: Db, id: string): Promise<AdminDepartmentRow | undefined> {
  return db.selectFrom('department').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function nextSortOrder(
  db: Db,
  table: 'department' | 'doctor',
  hospitalId: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('sort_order').as('n'))
    .where('hospital_id', '=', hospitalId)
    .executeTakeFirst();
  return row?.n == null ? 0 : Number(row.n) + 1;
}

export async function insertDepartmentRow(db: Db, row: Insertable<DepartmentTable>): Promise<void> {
  await db.insertInto('department').values(row).execute();
}

export async function updateDepartmentRow(
  db: Db,
  id: string,
  changes: Updateable<DepartmentTable>,
): Promise<void> {
  await db.updateTable('department').set(changes).where('id', '=', id).execute();
}

/** Clinics under a department that are still in use. */
export async function countActiveChildren(db: Db, departmentId: string): Promise<number> {
  const row = await db
    .selectFrom('department')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('parent_id', '=', departmentId)
    .where('retired_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every doctor of the hospital, retired ones included, with the department's name. */
export function allDoctors(
  db: Db,
  hospitalId: string,
): Promise<(AdminDoctorRow & { department_name: string })[]> {
  return db
    .selectFrom('doctor as doc')
    .innerJoin('department as d', 'd.id', 'doc.department_id')
    .selectAll('doc')
    .select('d.name as department_name')
    .where('doc.hospital_id', '=', hospitalId)
    .orderBy('d.sort_order')
    .orderBy('doc.sort_order')
    .orderBy('doc.id')
    .execute();
}

export function findDoctorRow(db: Db, id: string): Promise<AdminDoctorRow | undefined> {
  return db.selectFrom('doctor').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertDoctorRow(db: Db, row: Insertable<DoctorTable>): Promise<void> {
  await db.insertInto('doctor').values(row).execute();
}

export async function updateDoctorRow(
  db: Db,
  id: string,
  changes: Updateable<DoctorTable>,
): Promise<void> {
  await db.updateTable('doctor').set(changes).where('id', '=', id).execute();
}

type ScheduleOwner = { doctorId: string } | { departmentId: string };

function futureSchedules(db: Db, owner: ScheduleOwner, now: string) {
  let q = db.selectFrom('schedule').select('id').where('starts_at', '>', now);
  q =
    'doctorId' in owner
      ? q.where('doctor_id', '=', owner.doctorId)
      : q.where('department_id', '=', owner.departmentId);
  return q;
}

/** Patients still waiting to be seen (or on a waiting list) on schedules not yet begun. */
export async function countFuturePatients(db: Db, owner: ScheduleOwner, now: string) {
  const booked = await db
    .selectFrom('booking')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'booked')
    .where('schedule_id', 'in', futureSchedules(db, owner, now))
    .executeTakeFirstOrThrow();
  const waiting = await db
    .selectFrom('waitlist_entry')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'waiting')
    .where('schedule_id', 'in', futureSchedules(db, owner, now))
    .executeTakeFirstOrThrow();
  return Number(booked.n) + Number(waiting.n);
}

/** Stops the schedules not yet begun, so no one books them any more (none holds a place). */
export async function stopFutureSchedules(
  db: Db,
  owner: ScheduleOwner,
  now: string,
  reason: string,
): Promise<void> {
  await db
    .updateTable('schedule')
    .set({ state: 'stopped', stop_reason: reason })
    .where('id', 'in', futureSchedules(db, owner, now))
    .where('state', '<>', 'stopped')
    .execute();
}
