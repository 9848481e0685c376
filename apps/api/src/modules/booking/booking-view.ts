import {
  mask,
  type Booking,
  type BookingPatient,
  type BookingRules,
  type WaitlistEntry,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { cancelDeadline } from '../hospitals/schedule-time.js';
import {
  listSchedules,
  rulesByHospital,
  type ScheduleListRow,
  type SlotRow,
} from '../hospitals/schedule.service.js';
import { slotsByIds } from './slot.repository.js';
import { bookablePeople, type BookablePerson } from '../identity/people.service.js';
import type { BookingRow, WaitlistRow } from './booking.repository.js';

function patientOf(
  row: { family_member_id: string | null; patient_name: string },
  people: BookablePerson[],
): BookingPatient {
  const id = row.family_member_id ?? 'self';
  const person = people.find((p) => p.id === id);
  return {
    id,
    name: mask(row.patient_name),
    idNo: person?.idNo ?? '',
    relation: person?.relation ?? (id === 'self' ? '本人' : '已删除的就诊人'),
  };
}

function visitOf(s: ScheduleListRow, patient: BookingPatient) {
  return {
    scheduleId: s.id,
    hospitalId: s.hospital_id,
    hospitalName: s.hospital_name,
    departmentId: s.department_id,
    departmentName: s.department_name,
    doctorId: s.doctor_id,
    doctorName: s.doctor_name,
    date: s.date,
    period: s.period,
    clinicType: s.clinic_type as Booking['clinicType'],
    fee: s.fee,
    location: s.location,
    patient,
  };
}

/** What the views of a set of bookings or waiting entries need, read in four queries. */
export async function viewContext(
  db: Db,
  accountId: string,
  scheduleIds: string[],
  slotIds: string[],
) {
  const [schedules, slots, people, rules] = await Promise.all([
    listSchedules(db, { ids: [...new Set(scheduleIds)] }),
    slotsByIds(db, [...new Set(slotIds)]),
    bookablePeople(db, accountId),
    rulesByHospital(db),
  ]);
  return {
    schedules: new Map(schedules.map((s) => [s.id, s])),
    slots: new Map(slots.map((s) => [s.id, s])),
    people,
    rules: rules as Map<string, BookingRules>,
  };
}

export type ViewContext = Awaited<ReturnType<typeof viewContext>>;

function toBooking(row: BookingRow, ctx: ViewContext): Booking {
  const schedule = ctx.schedules.get(row.schedule_id)!;
  const slot: SlotRow = ctx.slots.get(row.slot_id)!;
  return {
    id: row.id,
    status: row.status,
    queueNo: row.queue_no,
    pickupCode: row.pickup_code,
    slotId: row.slot_id,
    start: slot.start_time,
    end: slot.end_time,
    ...visitOf(schedule, patientOf(row, ctx.people)),
    cancelDeadline: cancelDeadline(row.date, ctx.rules.get(row.hospital_id)!).toISOString(),
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
  };
}

export function toWaitlistEntry(row: WaitlistRow, ctx: ViewContext): WaitlistEntry {
  return {
    id: row.id,
    status: row.status,
    bookingId: row.booking_id,
    createdAt: row.created_at,
    ...visitOf(ctx.schedules.get(row.schedule_id)!, patientOf(row, ctx.people)),
  };
}

export async function bookingViews(db: Db, accountId: string, rows: BookingRow[]) {
  const ctx = await viewContext(
    db,
    accountId,
    rows.map((r) => r.schedule_id),
    rows.map((r) => r.slot_id),
  );
  return rows.map((r) => toBooking(r, ctx));
}
