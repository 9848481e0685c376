import {
  maskName,
  maskPhone,
  type DeskBooking,
  type DeskSchedule,
  type DeskVisitBody,
  type IngestVisitResult,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { chinaToday } from '../../lib/china-day.js';
import {
  bookingsWithSlots,
  hospitalBooking,
  recordVisit,
} from '../booking/hospital-side.service.js';
import { addDays } from '../hospitals/schedule-time.js';
import { listSchedules } from '../hospitals/schedule.service.js';
import { bookablePeople, type BookablePerson } from '../identity/people.service.js';
import { deskSchedule } from './schedule-desk.service.js';

/** Bookings of the schedules `filter` finds, the patients masked, in time then queue order. */
async function deskBookings(
  db: Db,
  filter: Parameters<typeof listSchedules>[1],
): Promise<DeskBooking[]> {
  const schedules = new Map((await listSchedules(db, filter)).map((s) => [s.id, s]));
  const rows = await bookingsWithSlots(db, [...schedules.keys()]);
  // One read of each booking account's people gives the identity's phone and masked number.
  const people = new Map<string, BookablePerson[]>();
  for (const accountId of new Set(rows.map((r) => r.row.account_id))) {
    people.set(accountId, await bookablePeople(db, accountId));
  }
  return rows
    .map(({ row, slot }) => {
      const schedule = schedules.get(row.schedule_id)!;
      const person = people
        .get(row.account_id)!
        .find((p) => p.id === (row.family_member_id ?? 'self'));
      return {
        id: row.id,
        scheduleId: row.schedule_id,
        date: row.date,
        period: schedule.period,
        start: slot.start_time,
        end: slot.end_time,
        queueNo: row.queue_no,
        departmentName: schedule.department_name,
        doctorName: schedule.doctor_name,
        patientName: maskName(row.patient_name),
        idNo: person?.idNo ?? '',
        phone: person ? maskPhone(person.phone) : '',
        pickupCode: row.pickup_code,
        status: row.status,
      };
    })
    .sort((a, b) => a.start.localeCompare(b.start) || a.queueNo - b.queueNo);
}

export function hospitalDayBookings(
  db: Db,
  hospitalId: string,
  query: { date?: string; departmentId?: string },
): Promise<DeskBooking[]> {
  const date = query.date ?? chinaToday();
  return deskBookings(db, {
    hospitalIds: [hospitalId],
    departmentId: query.departmentId,
    from: date,
    to: date,
  });
}

/** Check-in, completed or no-show through the feed's own rules (recordVisit), audited with it. */
export async function deskVisit(
  db: Db,
  actor: AuditActor,
  hospitalId: string,
  bookingId: string,
  status: DeskVisitBody['status'],
): Promise<IngestVisitResult> {
  const row = await hospitalBooking(db, hospitalId, bookingId);
  if (!row) throw new AppError('NOT_FOUND', 404, '预约不存在');
  return db.transaction().execute(async (trx) => {
    const result = await recordVisit(trx, hospitalId, { bookingId, status });
    await recordAudit(trx, actor, {
      action: 'booking.visit',
      entity: 'booking',
      entityId: bookingId,
      before: { status: row.status },
      after: { status: result.status },
    });
    return result;
  });
}

function doctorOf(doctorId: string | null): string {
  if (!doctorId) throw new AppError('NOT_FOUND', 404, '您的账号未关联医生');
  return doctorId;
}

/** The signed-in doctor's own schedules of the next 14 days. */
export async function doctorSchedules(db: Db, doctorId: string | null): Promise<DeskSchedule[]> {
  const today = chinaToday();
  const rows = await listSchedules(db, {
    doctorId: doctorOf(doctorId),
    from: today,
    to: addDays(today, 13),
  });
  return rows.map(deskSchedule);
}

/** The signed-in doctor's patients of a day (today by default), masked. */
export function doctorPatients(
  db: Db,
  doctorId: string | null,
  date = chinaToday(),
): Promise<DeskBooking[]> {
  return deskBookings(db, { doctorId: doctorOf(doctorId), from: date, to: date });
}
