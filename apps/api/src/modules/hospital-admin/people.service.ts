import type {
  AdminDepartment,
  AdminDoctor,
  DepartmentBody,
  DoctorBody,
  DoctorTitle,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { announceSharedChange } from '../../lib/shared-change.js';
import { newId } from '../../lib/tokens.js';
import { prepareDraws } from '../draws/draw-prepare.js';
import { indexBookingData } from '../hospitals/hospital-search.js';
import { avatarFor } from '../hospitals/hospitals.service.js';
import {
  allDepartments,
  allDoctors,
  countActiveChildren,
  countFuturePatients,
  findDepartmentRow,
  findDoctorRow,
  insertDepartmentRow,
  insertDoctorRow,
  nextSortOrder,
  stopFutureSchedules,
  updateDepartmentRow,
  updateDoctorRow,
  type AdminDepartmentRow,
  type AdminDoctorRow,
} from './hospital-admin.repository.js';
import { hospitalRow, notFound } from './hospital-admin.service.js';

const invalid = (message: string) => new AppError('INVALID_INPUT', 400, message);
const conflict = (message: string) => new AppError('CONFLICT', 409, message);

/** Departments and doctors show on citizen pages and in search: both follow every change. */
async function published<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    const value = await work(trx);
    await indexBookingData(trx);
    return value;
  });
  await announceSharedChange(db);
  return result;
}

function departmentOf(row: AdminDepartmentRow) {
  return {
    name: row.name,
    parentId: row.parent_id,
    intro: row.intro,
    retiredAt: row.retired_at,
    releaseMode: row.release_mode,
    drawMinutes: row.draw_minutes,
  };
}

/**
 * 放号方式 as stored: left out keeps what is stored, null follows the hospital's rules, and
 * minutes are kept only with a draw (null there means the hospital's window length).
 */
function releaseColumns(body: DepartmentBody, stored?: AdminDepartmentRow) {
  const mode = body.releaseMode === undefined ? (stored?.release_mode ?? null) : body.releaseMode;
  const minutes =
    body.drawMinutes === undefined ? (stored?.draw_minutes ?? null) : body.drawMinutes;
  return { release_mode: mode, draw_minutes: mode === 'draw' ? minutes : null };
}

export async function departments(db: Db, hospitalId: string): Promise<AdminDepartment[]> {
  await hospitalRow(db, hospitalId);
  return (await allDepartments(db, hospitalId)).map((d) => ({
    id: d.id,
    ...departmentOf(d),
    code: d.code,
    doctors: Number(d.doctors),
  }));
}

/** A department of this hospital, else 404 (another hospital's looks like none at all). */
export async function departmentIn(db: Db, hospitalId: string, id: string) {
  const row = await findDepartmentRow(db, id);
  if (!row || row.hospital_id !== hospitalId) throw notFound();
  return row;
}

/** Two levels only: a parent is a top-level department in use, of the same hospital. */
async function checkParent(db: Db, hospitalId: string, id: string | null, parentId: string | null) {
  if (!parentId) return;
  const parent = await findDepartmentRow(db, parentId);
  if (!parent || parent.hospital_id !== hospitalId || parent.retired_at) {
    throw invalid('上级科室不存在或已停用');
  }
  if (parent.parent_id) throw invalid('上级科室只能是一级科室（如内科、外科）');
  if (parent.id === id) throw invalid('科室不能是自己的上级科室');
  if (id && (await countActiveChildren(db, id)) > 0) {
    throw invalid('该科室下还有下级科室，不能再归到其他科室下');
  }
}

export function addDepartment(db: Db, actor: AuditActor, hospitalId: string, body: DepartmentBody) {
  return published(db, async (trx) => {
    await hospitalRow(trx, hospitalId);
    await checkParent(trx, hospitalId, null, body.parentId);
    const id = newId();
    const row = {
      id,
      hospital_id: hospitalId,
      parent_id: body.parentId,
      name: body.name.trim(),
      intro: body.intro.trim(),
      sort_order: await nextSortOrder(trx, 'department', hospitalId),
      code: null,
      retired_at: null,
      // A new department has no schedules yet, so there is no draw to prepare.
      ...releaseColumns(body),
    };
    if (!row.name) throw invalid('科室名称不能为空');
    await insertDepartmentRow(trx, row);
    const after = departmentOf(row);
    await recordAudit(trx, actor, {
      action: 'department.create',
      entity: 'department',
      entityId: id,
      after,
    });
    return { id };
  });
}

export async function editDepartment(
  db: Db,
  actor: AuditActor,
  hospitalId: string,
  id: string,
  body: DepartmentBody,
) {
  const saved = await published(db, async (trx) => {
    const row = await departmentIn(trx, hospitalId, id);
    await checkParent(trx, hospitalId, id, body.parentId);
    const changes = {
      name: body.name.trim(),
      parent_id: body.parentId,
      intro: body.intro.trim(),
      ...releaseColumns(body, row),
    };
    if (!changes.name) throw invalid('科室名称不能为空');
    await updateDepartmentRow(trx, id, changes);
    const updated = { ...row, ...changes };
    await recordAudit(trx, actor, {
      action: 'department.update',
      entity: 'department',
      entityId: id,
      before: departmentOf(row),
      after: departmentOf(updated),
    });
    return { id };
  });
  // Its schedules not yet released follow its new 放号方式 (a draw made or taken away).
  await prepareDraws(db, { hospitalId });
  return saved;
}

/** Retiring stops what is not yet begun; it is refused while patients still hold places. */
async function assertNoPatients(db: Db, owner: Parameters<typeof countFuturePatients>[1]) {
  const patients = await countFuturePatients(db, owner, nowIso());
  if (patients > 0) {
    throw conflict(`还有 ${patients} 位患者的预约或候补未完成，请先在排班管理中停诊相关排班`);
  }
}

export function retireDepartment(db: Db, actor: AuditActor, hospitalId: string, id: string) {
  return published(db, async (trx) => {
    const row = await departmentIn(trx, hospitalId, id);
    if (row.retired_at) throw conflict('该科室已停用');
    if ((await countActiveChildren(trx, id)) > 0) throw conflict('请先停用该科室下的下级科室');
    const doctors = (await allDoctors(trx, hospitalId)).filter(
      (d) => d.department_id === id && !d.retired_at,
    );
    if (doctors.length > 0) throw conflict('请先停用或调走该科室的医生');
    await assertNoPatients(trx, { departmentId: id });
    const at = nowIso();
    await stopFutureSchedules(trx, { departmentId: id }, at, '科室已停诊');
    await updateDepartmentRow(trx, id, { retired_at: at });
    await recordAudit(trx, actor, {
      action: 'department.retire',
      entity: 'department',
      entityId: id,
      before: { retiredAt: null },
      after: { retiredAt: at },
    });
    return { id };
  });
}

function doctorOf(row: AdminDoctorRow) {
  return {
    name: row.name,
    title: row.title as DoctorTitle,
    departmentId: row.department_id,
    specialty: row.specialty,
    intro: row.intro,
    retiredAt: row.retired_at,
    acceptsQuestions: Number(row.accepts_questions) === 1,
  };
}

export async function doctors(db: Db, hospitalId: string): Promise<AdminDoctor[]> {
  await hospitalRow(db, hospitalId);
  return (await allDoctors(db, hospitalId)).map((d) => ({
    id: d.id,
    ...doctorOf(d),
    departmentName: d.department_name,
    code: d.code,
    avatar: avatarFor(d.id, d.name),
  }));
}

export async function doctorIn(db: Db, hospitalId: string, id: string) {
  const row = await findDoctorRow(db, id);
  if (!row || row.hospital_id !== hospitalId) throw notFound();
  return row;
}

async function checkDepartment(db: Db, hospitalId: string, departmentId: string) {
  const department = await findDepartmentRow(db, departmentId);
  if (!department || department.hospital_id !== hospitalId || department.retired_at) {
    throw invalid('所选科室不存在或已停用');
  }
}

function doctorChanges(body: DoctorBody) {
  const changes = {
    name: body.name.trim(),
    title: body.title,
    department_id: body.departmentId,
    specialty: body.specialty.trim(),
    intro: body.intro.trim(),
    ...(body.acceptsQuestions === undefined
      ? {}
      : { accepts_questions: body.acceptsQuestions ? 1 : 0 }),
  };
  if (!changes.name) throw invalid('医生姓名不能为空');
  return changes;
}

export function addDoctor(db: Db, actor: AuditActor, hospitalId: string, body: DoctorBody) {
  return published(db, async (trx) => {
    await hospitalRow(trx, hospitalId);
    await checkDepartment(trx, hospitalId, body.departmentId);
    const row: AdminDoctorRow = {
      id: newId(),
      hospital_id: hospitalId,
      sort_order: await nextSortOrder(trx, 'doctor', hospitalId),
      code: null,
      retired_at: null,
      accepts_questions: 1,
      ...doctorChanges(body),
    };
    await insertDoctorRow(trx, row);
    await recordAudit(trx, actor, {
      action: 'doctor.create',
      entity: 'doctor',
      entityId: row.id,
      after: doctorOf(row),
    });
    return { id: row.id };
  });
}

export function editDoctor(
  db: Db,
  actor: AuditActor,
  hospitalId: string,
  id: string,
  body: DoctorBody,
) {
  return published(db, async (trx) => {
    const row = await doctorIn(trx, hospitalId, id);
    if (row.department_id !== body.departmentId) {
      await checkDepartment(trx, hospitalId, body.departmentId);
    }
    const changes = doctorChanges(body);
    await updateDoctorRow(trx, id, changes);
    await recordAudit(trx, actor, {
      action: 'doctor.update',
      entity: 'doctor',
      entityId: id,
      before: doctorOf(row),
      after: doctorOf({ ...row, ...changes }),
    });
    return { id };
  });
}

export function retireDoctor(db: Db, actor: AuditActor, hospitalId: string, id: string) {
  return published(db, async (trx) => {
    const row = await doctorIn(trx, hospitalId, id);
    if (row.retired_at) throw conflict('该医生已停用');
    await assertNoPatients(trx, { doctorId: id });
    const at = nowIso();
    await stopFutureSchedules(trx, { doctorId: id }, at, '医生已停诊');
    await updateDoctorRow(trx, id, { retired_at: at });
    await recordAudit(trx, actor, {
      action: 'doctor.retire',
      entity: 'doctor',
      entityId: id,
      before: { retiredAt: null },
      after: { retiredAt: at },
    });
    return { id };
  });
}
