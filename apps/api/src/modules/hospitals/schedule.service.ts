import {
  PERIOD_HOURS,
  type BookingRules,
  type ClinicType,
  type DoctorTitle,
  type Schedule,
  type ScheduleQuery,
  type Slot,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { chinaToday } from '../../lib/china-day.js';
import { findRules, rulesByHospital } from './rules.repository.js';
import { listSchedules, listSlots, type ScheduleListRow } from './schedule.repository.js';
import { addDays, cancelDeadline, releaseAt, scheduleState } from './schedule-time.js';

// What booking, ingestion and the seed use of schedules and rules; the SQL stays in this
// module's repositories (booking's own slot SQL is in booking/slot.repository.ts).
export { findRules, rulesByHospital, toRules } from './rules.repository.js';
export {
  externalIds,
  findSchedule,
  insertSlots,
  listSchedules,
  listSlots,
  upsertSchedule,
  upsertSlot,
  type ScheduleListRow,
  type ScheduleRow,
  type SlotRow,
  type VisitRow,
} from './schedule.repository.js';
export { listDepartments, listDoctors } from './hospitals.repository.js';

const notFound = (what: string) => new AppError('NOT_FOUND', 404, `${what}不存在`);

/** A drawn schedule's window as lists show it. */
export function drawOfRow(row: ScheduleListRow): Schedule['draw'] {
  if (!row.draw_window_start || !row.draw_window_end) return null;
  return {
    windowStart: row.draw_window_start,
    windowEnd: row.draw_window_end,
    done: row.draw_status === 'done',
  };
}

function toSchedule(row: ScheduleListRow, rules: BookingRules, now: Date): Schedule {
  const hours = PERIOD_HOURS[row.period];
  const draw = drawOfRow(row);
  return {
    id: row.id,
    hospitalId: row.hospital_id,
    hospitalName: row.hospital_name,
    departmentId: row.department_id,
    departmentName: row.department_name,
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    doctorTitle: row.doctor_title as DoctorTitle | null,
    date: row.date,
    period: row.period,
    start: hours.start,
    end: hours.end,
    clinicType: row.clinic_type as ClinicType,
    fee: row.fee,
    location: row.location,
    capacity: row.capacity,
    remaining: row.remaining,
    state: scheduleState(
      {
        date: row.date,
        state: row.state,
        startsAt: row.starts_at,
        remaining: row.remaining,
        draw,
      },
      rules,
      now,
    ),
    // A drawn schedule opens at its window's start, fixed when the draw was prepared.
    releaseAt: draw?.windowStart ?? releaseAt(row.date, rules).toISOString(),
    cancelDeadline: cancelDeadline(row.date, rules).toISOString(),
    stopReason: row.stop_reason,
    draw,
  };
}

/** Hospitals with a schedule open now on one of the coming seven days. */
export async function bookableThisWeek(
  db: Db,
  hospitalIds: string[],
  now: Date,
): Promise<Set<string>> {
  const today = chinaToday(now);
  const [rows, rules] = await Promise.all([
    listSchedules(db, { hospitalIds, from: today, to: addDays(today, 6) }),
    rulesByHospital(db),
  ]);
  return new Set(
    rows
      .filter((r) => toSchedule(r, rules.get(r.hospital_id)!, now).state === 'open')
      .map((r) => r.hospital_id),
  );
}

export async function schedules(
  db: Db,
  query: ScheduleQuery,
  now = new Date(),
): Promise<Schedule[]> {
  if (!query.hospitalId && !query.departmentId && !query.doctorId) {
    throw new AppError('INVALID_INPUT', 400, '请至少指定医院、科室或医生之一');
  }
  const [rows, rules] = await Promise.all([
    listSchedules(db, {
      hospitalIds: query.hospitalId ? [query.hospitalId] : undefined,
      departmentId: query.departmentId,
      doctorId: query.doctorId,
      from: query.from ?? chinaToday(now),
      to: query.to,
      clinicType: query.clinicType,
    }),
    rulesByHospital(db),
  ]);
  return rows.map((r) => toSchedule(r, rules.get(r.hospital_id)!, now));
}

/** One schedule, for the confirm page (hospital, doctor, time, place, fee, deadline). */
export async function scheduleDetail(db: Db, id: string, now = new Date()): Promise<Schedule> {
  const row = (await listSchedules(db, { ids: [id] }))[0];
  if (!row) throw notFound('排班');
  return toSchedule(row, await findRules(db, row.hospital_id), now);
}

export async function scheduleSlots(db: Db, scheduleId: string): Promise<Slot[]> {
  const rows = await listSlots(db, scheduleId);
  if (rows.length === 0 && !(await listSchedules(db, { ids: [scheduleId] })).length) {
    throw notFound('排班');
  }
  return rows.map((s) => ({
    id: s.id,
    start: s.start_time,
    end: s.end_time,
    capacity: s.capacity,
    remaining: s.remaining,
  }));
}
