import type {
  IngestCatalog,
  IngestSchedule,
  IngestSchedulesBody,
  IngestSchedulesResult,
} from '@portal/contract';
import { nowIso, type Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SmsProvider } from '../../lib/sms.js';
import { newId } from '../../lib/tokens.js';
import { cancelForStoppedSchedule, notifyStopped } from '../booking/hospital-side.service.js';
import { prepareDraws } from '../draws/draw-prepare.js';
import { addDays, periodBounds } from '../hospitals/schedule-time.js';
import {
  findRules,
  insertSlots,
  listDepartments,
  listDoctors,
  upsertSchedule,
  upsertSlot,
  type SlotRow,
} from '../hospitals/schedule.service.js';
import { announceSharedChange } from '../../lib/shared-change.js';
import { forgetSlots } from '../booking/slot-memory.js';

const invalid = (externalId: string, problem: string) =>
  new AppError('INVALID_INPUT', 400, `排班 ${externalId}：${problem}`);

const fail = (externalId: string, problem: string): never => {
  throw invalid(externalId, problem);
};

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function checkSchedule(s: IngestSchedule, slotMinutes: number) {
  // The pattern lets 2026-02-31 through; a real calendar day survives the round trip.
  if (addDays(s.date, 0) !== s.date) throw invalid(s.externalId, `日期 ${s.date} 不存在`);
  const starts = new Set<string>();
  for (const slot of s.slots) {
    const length = minutes(slot.end) - minutes(slot.start);
    if (length <= 0) throw invalid(s.externalId, `时段 ${slot.start} 的结束时间应晚于开始时间`);
    if (length > slotMinutes) {
      throw invalid(s.externalId, `时段 ${slot.start} 超过 ${slotMinutes} 分钟`);
    }
    if ((slot.taken ?? 0) > slot.capacity) {
      throw invalid(s.externalId, `时段 ${slot.start} 的已占用数超过号源数`);
    }
    if (starts.has(slot.start)) throw invalid(s.externalId, `时段 ${slot.start} 重复`);
    starts.add(slot.start);
  }
  if (s.state === 'stopped' && !s.stopReason?.trim()) {
    throw invalid(s.externalId, '停诊须说明原因 stopReason');
  }
}

/** The hospital's departments and doctors, its own codes beside the portal's ids. */
export async function hospitalCatalog(db: Db, hospitalId: string): Promise<IngestCatalog> {
  const departments = await listDepartments(db, hospitalId);
  const doctors = await listDoctors(
    db,
    departments.map((d) => d.id),
  );
  return {
    departments: departments.map((d) => ({
      id: d.id,
      code: d.code,
      name: d.name,
      parentId: d.parent_id,
    })),
    doctors: doctors.map((d) => ({
      id: d.id,
      code: d.code,
      name: d.name,
      title: d.title,
      departmentId: d.department_id,
    })),
  };
}

/**
 * Upserts a hospital's schedules and their slots by the hospital's own ids. One transaction
 * per schedule; a stopped one cancels its bookings (not counted as no-shows) in the same
 * transaction, and each patient is told by SMS after it commits. Safe to run from several
 * processes at once: the unique (hospital, external id) and (schedule, start) decide.
 */
export async function ingestSchedules(
  deps: { db: Db; sms: SmsProvider },
  hospitalId: string,
  body: IngestSchedulesBody,
): Promise<IngestSchedulesResult> {
  const { db } = deps;
  const [rules, departments] = await Promise.all([
    findRules(db, hospitalId),
    listDepartments(db, hospitalId),
  ]);
  const doctors = new Map(
    (
      await listDoctors(
        db,
        departments.map((d) => d.id),
      )
    ).map((d) => [d.id, d]),
  );
  const departmentIds = new Set(departments.map((d) => d.id));
  const departmentByCode = new Map(departments.filter((d) => d.code).map((d) => [d.code!, d.id]));
  const doctorByCode = new Map(
    [...doctors.values()].filter((d) => d.code).map((d) => [d.code!, d]),
  );
  // Every schedule in the hospital's terms resolved to the portal's, before anything is written.
  const resolved = body.schedules.map((s) => {
    const departmentId =
      s.departmentId ??
      (s.departmentCode
        ? (departmentByCode.get(s.departmentCode) ??
          fail(s.externalId, `科室代码 ${s.departmentCode} 不在本院的科室中`))
        : fail(s.externalId, '须给出 departmentId 或 departmentCode'));
    if (!departmentIds.has(departmentId)) throw invalid(s.externalId, '科室不属于本院');
    const doctorId = s.doctorCode
      ? (doctorByCode.get(s.doctorCode)?.id ??
        fail(s.externalId, `医生工号 ${s.doctorCode} 不在本院的医生中`))
      : (s.doctorId ?? null);
    if (doctorId && doctors.get(doctorId)?.department_id !== departmentId) {
      throw invalid(s.externalId, '医生不属于该科室');
    }
    checkSchedule(s, rules.slotMinutes);
    return { ...s, departmentId, doctorId };
  });

  const result: IngestSchedulesResult = {
    created: 0,
    updated: 0,
    stopped: 0,
    cancelledBookings: 0,
    ids: {},
  };
  // Each schedule commits on its own, so a feed refused halfway has changed what came before.
  try {
    for (const s of resolved) {
      const at = nowIso();
      const stopped = s.state === 'stopped';
      const reason = s.stopReason?.trim() ?? '';
      const { id, created, cancelled } = await db.transaction().execute(async (trx) => {
        const saved = await upsertSchedule(trx, {
          id: newId(),
          hospital_id: hospitalId,
          external_id: s.externalId,
          department_id: s.departmentId,
          doctor_id: s.doctorId,
          date: s.date,
          period: s.period,
          clinic_type: s.clinicType,
          fee: s.fee,
          location: s.location ?? '门诊楼',
          state: stopped ? 'stopped' : 'open',
          stop_reason: stopped ? reason : null,
          ...(({ startsAt, endsAt }) => ({ starts_at: startsAt, ends_at: endsAt }))(
            periodBounds(s.date, s.period),
          ),
          created_at: at,
          updated_at: at,
        });
        let queue = 1;
        const slots: SlotRow[] = s.slots.map((slot) => {
          const row = {
            id: newId(),
            schedule_id: saved.id,
            start_time: slot.start,
            end_time: slot.end,
            capacity: slot.capacity,
            remaining: slot.capacity - (slot.taken ?? 0),
            queue_from: queue,
            queue_to: queue + Math.max(slot.capacity, 1) - 1,
          };
          queue += Math.max(slot.capacity, 1);
          return row;
        });
        if (saved.created) {
          await insertSlots(trx, slots);
        } else {
          for (const slot of slots) {
            if (!(await upsertSlot(trx, slot))) {
              throw invalid(s.externalId, `时段 ${slot.start_time} 已预约的人数超过新的号源数`);
            }
          }
        }
        // Committed with its draw when the rules release it by draw: never seen without one.
        await prepareDraws(trx, { scheduleIds: [saved.id] });
        const cancelled = stopped ? await cancelForStoppedSchedule(trx, saved.id, reason) : [];
        return { ...saved, cancelled };
      });
      forgetSlots(db);
      result.ids[s.externalId] = id;
      if (created) result.created += 1;
      else result.updated += 1;
      if (stopped) result.stopped += 1;
      result.cancelledBookings += cancelled.length;
      await notifyStopped(deps, cancelled, reason);
    }
  } finally {
    // Once per feed, not per schedule: one counter bump tells every process.
    await announceSharedChange(db);
  }
  return result;
}
