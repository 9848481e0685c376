import type {
  DeskSchedule,
  DeskScheduleQuery,
  ScheduleStopResult,
  ScheduleWeekBody,
  ScheduleWeekResult,
} from '@portal/contract';
import { nowIso, type Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { chinaToday } from '../../lib/china-day.js';
import type { SmsProvider } from '../../lib/sms.js';
import { announceSharedChange } from '../../lib/shared-change.js';
import { newId } from '../../lib/tokens.js';
import { cancelForStoppedSchedule, notifyStopped } from '../booking/hospital-side.service.js';
import { prepareDraws } from '../draws/draw-prepare.js';
import { addDays, periodBounds } from '../hospitals/schedule-time.js';
import {
  findRules,
  findSchedule,
  insertSlots,
  listDepartments,
  listDoctors,
  listSchedules,
  scheduleSlots,
  upsertSchedule,
  upsertSlot,
  type ScheduleListRow,
  type ScheduleRow,
} from '../hospitals/schedule.service.js';
import { periodSlots, queueRanges, spreadCapacity } from './slot-plan.js';

const notFound = () => new AppError('NOT_FOUND', 404, '排班不存在');
const conflict = (message: string) => new AppError('CONFLICT', 409, message);

export function deskSchedule(row: ScheduleListRow): DeskSchedule {
  return {
    id: row.id,
    date: row.date,
    period: row.period,
    departmentId: row.department_id,
    departmentName: row.department_name,
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    clinicType: row.clinic_type,
    fee: row.fee,
    capacity: row.capacity,
    booked: row.capacity - row.remaining,
    state: row.state,
    stopReason: row.stop_reason,
  };
}

const OWN_COLUMNS = [
  'id',
  'hospital_id',
  'external_id',
  'department_id',
  'doctor_id',
  'date',
  'period',
  'clinic_type',
  'fee',
  'location',
  'state',
  'stop_reason',
  'starts_at',
  'ends_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ScheduleRow)[];

/** The schedule's own columns (without the list's names and sums), as upsertSchedule takes them. */
function ownColumns(row: ScheduleListRow): ScheduleRow {
  return Object.fromEntries(OWN_COLUMNS.map((c) => [c, row[c]])) as unknown as ScheduleRow;
}

export async function hospitalSchedules(
  db: Db,
  hospitalId: string,
  query: DeskScheduleQuery,
): Promise<DeskSchedule[]> {
  const from = query.from ?? chinaToday();
  const rows = await listSchedules(db, {
    hospitalIds: [hospitalId],
    departmentId: query.departmentId,
    doctorId: query.doctorId,
    from,
    to: addDays(from, (query.days ?? 7) - 1),
  });
  return rows.map(deskSchedule);
}

/** A schedule of this hospital, or 404 (another hospital's is answered as missing). */
export async function hospitalSchedule(db: Db, hospitalId: string, id: string) {
  const row = await findSchedule(db, id);
  if (!row || row.hospital_id !== hospitalId) throw notFound();
  return row;
}

const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/**
 * A week from a template: each chosen doctor on each chosen weekday and period of the seven
 * days from `startDate`, its places spread over the period's slots, written as the schedule
 * feed writes them. A doctor already scheduled for that day and period is left alone.
 */
export async function createWeek(
  db: Db,
  actor: AuditActor,
  hospitalId: string,
  body: ScheduleWeekBody,
): Promise<ScheduleWeekResult> {
  if (addDays(body.startDate, 0) !== body.startDate) {
    throw new AppError('INVALID_INPUT', 400, `日期 ${body.startDate} 不存在`);
  }
  const departments = await listDepartments(db, hospitalId);
  if (departments.length === 0) throw new AppError('NOT_FOUND', 404, '医院不存在或尚无科室');
  const rules = await findRules(db, hospitalId);
  const doctors = new Map(
    (
      await listDoctors(
        db,
        departments.map((d) => d.id),
      )
    ).map((d) => [d.id, d]),
  );
  const missing = body.doctorIds.find((id) => !doctors.has(id));
  if (missing) throw new AppError('INVALID_INPUT', 400, '所选医生不属于本院');
  const endDate = addDays(body.startDate, 6);
  const taken = new Set(
    (await listSchedules(db, { hospitalIds: [hospitalId], from: body.startDate, to: endDate }))
      .filter((s) => s.doctor_id)
      .map((s) => `${s.doctor_id}|${s.date}|${s.period}`),
  );
  const dates = Array.from({ length: 7 }, (_, i) => addDays(body.startDate, i)).filter((d) =>
    body.weekdays.includes(isoWeekday(d)),
  );
  const at = nowIso();
  const planned: { schedule: ScheduleRow; capacities: number[] }[] = [];
  let skipped = 0;
  for (const doctorId of body.doctorIds) {
    for (const date of dates) {
      for (const period of body.periods) {
        if (taken.has(`${doctorId}|${date}|${period}`)) {
          skipped += 1;
          continue;
        }
        const slots = periodSlots(period, rules.slotMinutes).length;
        const { startsAt, endsAt } = periodBounds(date, period);
        planned.push({
          capacities: spreadCapacity(body.capacity, new Array<number>(slots).fill(0))!,
          schedule: {
            id: newId(),
            hospital_id: hospitalId,
            // The console's own id space beside the hospital system's.
            external_id: `console-${doctorId}-${date}-${period}`,
            department_id: doctors.get(doctorId)!.department_id,
            doctor_id: doctorId,
            date,
            period,
            clinic_type: body.clinicType,
            fee: body.fee,
            location: '门诊楼',
            state: 'open',
            stop_reason: null,
            starts_at: startsAt,
            ends_at: endsAt,
            created_at: at,
            updated_at: at,
          },
        });
      }
    }
  }
  if (planned.length === 0) throw conflict('所选医生在这些日期和时段已有排班，未新建');
  const ids = await db.transaction().execute(async (trx) => {
    const saved: string[] = [];
    for (const { schedule, capacities } of planned) {
      const { id } = await upsertSchedule(trx, schedule);
      const hours = periodSlots(schedule.period, rules.slotMinutes);
      const ranges = queueRanges(capacities);
      await insertSlots(
        trx,
        hours.map((h, i) => ({
          id: newId(),
          schedule_id: id,
          start_time: h.start,
          end_time: h.end,
          capacity: capacities[i]!,
          remaining: capacities[i]!,
          ...ranges[i]!,
        })),
      );
      saved.push(id);
    }
    // The new week's schedules released by draw get their draws in the same commit.
    await prepareDraws(trx, { scheduleIds: saved });
    await recordAudit(trx, actor, {
      action: 'schedule.create_week',
      entity: 'schedule',
      entityId: null,
      after: { ids: saved, ...body },
    });
    return saved;
  });
  await announceSharedChange(db);
  return { created: ids.length, skipped, ids };
}

/** A schedule's places changed; never below the places already booked (409). */
export async function changeCapacity(
  db: Db,
  actor: AuditActor,
  hospitalId: string,
  id: string,
  capacity: number,
): Promise<DeskSchedule> {
  const row = await hospitalSchedule(db, hospitalId, id);
  if (row.state === 'stopped') throw conflict('该排班已停诊，不能修改号源数');
  const slots = await scheduleSlots(db, id);
  const booked = slots.map((s) => s.capacity - s.remaining);
  const plan = slots.length > 0 ? spreadCapacity(capacity, booked) : undefined;
  const tooFew = () => conflict(`号源数不能少于已预约的 ${row.capacity - row.remaining} 个`);
  if (!plan) throw tooFew();
  const ranges = queueRanges(plan);
  await db.transaction().execute(async (trx) => {
    for (const [i, slot] of slots.entries()) {
      const saved = await upsertSlot(trx, {
        id: slot.id,
        schedule_id: id,
        start_time: slot.start,
        end_time: slot.end,
        capacity: plan[i]!,
        remaining: plan[i]! - booked[i]!,
        ...ranges[i]!,
      });
      // Someone booked since the slots were read: the guard in the update refuses it.
      if (!saved) throw tooFew();
    }
    await recordAudit(trx, actor, {
      action: 'schedule.capacity',
      entity: 'schedule',
      entityId: id,
      before: { capacity: row.capacity },
      after: { capacity },
    });
  });
  await announceSharedChange(db);
  return deskSchedule((await findSchedule(db, id))!);
}

/**
 * 停诊 as the feed does it (schedule-ingest): the schedule marked stopped with its reason and
 * its bookings cancelled without a no-show, with the audit row, in one transaction; each
 * patient is texted once it has committed.
 */
export async function stopSchedule(
  deps: { db: Db; sms: SmsProvider },
  actor: AuditActor,
  hospitalId: string,
  id: string,
  reason: string,
): Promise<ScheduleStopResult> {
  const { db } = deps;
  const row = await hospitalSchedule(db, hospitalId, id);
  if (row.state === 'stopped') throw conflict('该排班已停诊');
  if (row.ends_at <= new Date().toISOString()) throw conflict('该排班已结束，不能停诊');
  const text = reason.trim();
  const cancelled = await db.transaction().execute(async (trx) => {
    await upsertSchedule(trx, {
      ...ownColumns(row),
      state: 'stopped',
      stop_reason: text,
      updated_at: nowIso(),
    });
    const rows = await cancelForStoppedSchedule(trx, id, text);
    await recordAudit(trx, actor, {
      action: 'schedule.stop',
      entity: 'schedule',
      entityId: id,
      before: { state: row.state, stop_reason: row.stop_reason },
      after: { state: 'stopped', stop_reason: text, cancelled_bookings: rows.length },
    });
    return rows;
  });
  await announceSharedChange(db);
  await notifyStopped(deps, cancelled, text);
  return {
    schedule: deskSchedule((await findSchedule(db, id))!),
    cancelledBookings: cancelled.length,
  };
}
