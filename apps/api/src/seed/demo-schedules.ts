import { PERIOD_HOURS, type ClinicType, type IngestSchedule, type Period } from '@portal/contract';
import { createHash } from 'node:crypto';
import { chinaToday } from '../lib/china-day.js';
import type { SmsProvider } from '../lib/sms.js';
import { addDays } from '../modules/hospitals/schedule-time.js';
import {
  externalIds,
  findRules,
  listDepartments,
  listDoctors,
} from '../modules/hospitals/schedule.service.js';
import { ingestSchedules } from '../modules/ingest/schedule-ingest.service.js';
import type { Db } from '../db/database.js';
import { DEMO_HOSPITALS } from './demo-hospitals.js';

const STOP_REASONS = ['医生外出学术交流', '医生参加下乡义诊', '医生临时参加抢救', '医生公休'];
const FEES: Record<ClinicType, number> = { 普通: 1000, 专家: 2500, 特需: 5000, 专病: 1500 };
const PLACES: Record<ClinicType, number> = { 普通: 4, 专家: 2, 特需: 1, 专病: 2 };

/** A stable number from text, so the demo's pattern is the same in every process and run. */
function hash(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** Half-hour slots covering a period (the longest the rules allow). */
function halfHours(period: Period): [string, string][] {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const fmt = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const { start, end } = PERIOD_HOURS[period];
  const slots: [string, string][] = [];
  for (let m = toMin(start); m < toMin(end); m += 30) slots.push([fmt(m), fmt(m + 30)]);
  return slots;
}

function demoSchedule(
  externalId: string,
  base: { departmentId: string; doctorId: string | null; date: string; period: Period },
  clinicType: ClinicType,
): IngestSchedule {
  const h = hash(externalId);
  // About one in nine is already full, one in twenty-three stopped: every day shows each state.
  const full = h % 9 === 0;
  const stopped = h % 23 === 1;
  return {
    externalId,
    ...base,
    clinicType,
    fee: FEES[clinicType],
    location: '门诊楼',
    ...(stopped
      ? { state: 'stopped' as const, stopReason: STOP_REASONS[h % STOP_REASONS.length] }
      : {}),
    slots: halfHours(base.period).map(([start, end]) => ({
      start,
      end,
      capacity: PLACES[clinicType],
      taken: full ? PLACES[clinicType] : 0,
    })),
  };
}

/**
 * Keeps the demo county's schedules a rolling window from today to two days past the release
 * window, so on any day there are released, not yet released, full and stopped schedules.
 * Only missing schedules are sent, through the ingestion service hospitals use; two processes
 * doing this at once only upsert the same rows. Returns how many schedules were added.
 */
export async function keepDemoWindow(db: Db, sms: SmsProvider, now = new Date()): Promise<number> {
  const hospitals = await db
    .selectFrom('hospital')
    .select(['id', 'name'])
    .where(
      'name',
      'in',
      DEMO_HOSPITALS.map((h) => h.name),
    )
    .execute();
  const today = chinaToday(now);
  let added = 0;
  for (const hospital of hospitals) {
    const rules = await findRules(db, hospital.id);
    const last = addDays(today, rules.windowDays + 2);
    const [existing, departments] = await Promise.all([
      externalIds(db, hospital.id, today, last),
      listDepartments(db, hospital.id),
    ]);
    const clinics = departments.filter((d) => d.parent_id);
    const doctors = await listDoctors(
      db,
      clinics.map((c) => c.id),
    );
    const wanted: IngestSchedule[] = [];
    for (let date = today; date <= last; date = addDays(date, 1)) {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      for (const doctor of doctors) {
        const h = hash(doctor.id);
        if ((h + weekday) % 3 !== 0) continue;
        const period: Period = h % 4 === 0 ? 'pm' : 'am';
        const senior = doctor.title === '主任医师' || doctor.title === '副主任医师';
        const type: ClinicType = !senior
          ? '普通'
          : h % 5 === 0
            ? '特需'
            : h % 7 === 0
              ? '专病'
              : '专家';
        const id = `demo:${doctor.id}:${date}:${period}`;
        const base = { departmentId: doctor.department_id, doctorId: doctor.id, date, period };
        if (!existing.has(id)) wanted.push(demoSchedule(id, base, type));
      }
      for (const clinic of clinics) {
        // Department clinics without a named doctor (普通门诊) on alternate weekdays, and
        // evening clinics at the county hospital's medical clinics twice a week.
        const period: Period = (hash(clinic.id) + weekday) % 2 === 0 ? 'am' : 'pm';
        const id = `demo:${clinic.id}:${date}:${period}`;
        const base = { departmentId: clinic.id, doctorId: null, date, period };
        if (weekday !== 0 && !existing.has(id)) wanted.push(demoSchedule(id, base, '普通'));
        if ((weekday === 2 || weekday === 4) && hospital.name === '青禾县人民医院') {
          const nightId = `demo:${clinic.id}:${date}:night`;
          const night = { ...base, period: 'night' as const };
          if (!existing.has(nightId)) wanted.push(demoSchedule(nightId, night, '普通'));
        }
      }
    }
    for (let i = 0; i < wanted.length; i += 200) {
      await ingestSchedules({ db, sms }, hospital.id, { schedules: wanted.slice(i, i + 200) });
    }
    added += wanted.length;
  }
  return added;
}
