import type { IngestVisitBody, IngestVisitResult } from '@portal/contract';
import type { Transaction } from 'kysely';
import { nowIso, type Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { SmsProvider } from '../../lib/sms.js';
import { textPatient } from './booking-notify.js';
import { slotsByIds } from './slot.repository.js';
import {
  bookedOfSchedule,
  bookingsOfSchedules,
  cancelWaitlistOfSchedule,
  changeStatus,
  findBooking,
  findByPickupCode,
  lapseWaitlist,
  markNoShows,
  type BookingRow,
} from './booking.repository.js';

// Which status a hospital may move a booking to from which.
const ALLOWED_FROM: Record<IngestVisitBody['status'], BookingRow['status'][]> = {
  checked_in: ['booked'],
  completed: ['booked', 'checked_in'],
  no_show: ['booked'],
};

/** A hospital reports a visit: check-in, completion or no-show of one of its own bookings. */
export async function recordVisit(
  db: Db,
  hospitalId: string,
  body: IngestVisitBody,
): Promise<IngestVisitResult> {
  if (!body.bookingId && !body.pickupCode) {
    throw new AppError('INVALID_INPUT', 400, '请提供预约编号 bookingId 或取号密码 pickupCode');
  }
  const row = body.bookingId
    ? await findBooking(db, body.bookingId)
    : await findByPickupCode(db, hospitalId, body.pickupCode!);
  // Another hospital's booking is answered like a missing one.
  if (!row || row.hospital_id !== hospitalId) throw new AppError('NOT_FOUND', 404, '预约不存在');
  if (row.status === body.status) return { bookingId: row.id, status: row.status };
  const at = nowIso();
  const changes: Partial<BookingRow> = { status: body.status, updated_at: at };
  if (body.status === 'no_show') changes.no_show_at = at;
  for (const from of ALLOWED_FROM[body.status]) {
    if (row.status === from && (await changeStatus(db, row.id, from, changes))) {
      return { bookingId: row.id, status: body.status };
    }
  }
  throw new AppError('CONFLICT', 409, `该预约当前状态为 ${row.status}，不能改为 ${body.status}`);
}

/**
 * A stopped schedule (停诊) cancels its bookings inside the caller's transaction, never as a
 * no-show, and ends its waiting list. Returns the cancelled bookings so the caller can tell
 * each patient once the transaction has committed.
 */
export async function cancelForStoppedSchedule(
  trx: Transaction<DB>,
  scheduleId: string,
  reason: string,
): Promise<BookingRow[]> {
  const at = nowIso();
  const rows = await bookedOfSchedule(trx, scheduleId);
  for (const row of rows) {
    await changeStatus(trx, row.id, 'booked', {
      status: 'cancelled',
      cancelled_at: at,
      cancelled_by: 'hospital',
      cancel_reason: `停诊：${reason}`,
      updated_at: at,
    });
  }
  await cancelWaitlistOfSchedule(trx, scheduleId, at);
  return rows;
}

export async function notifyStopped(
  deps: { db: Db; sms: SmsProvider },
  rows: BookingRow[],
  reason: string,
): Promise<void> {
  for (const row of rows) {
    await textPatient(deps, row, {
      purpose: 'schedule_stopped',
      text: `您 ${row.date} 的预约因停诊（${reason}）已取消，不计爽约，请另行预约。`,
      params: { date: row.date, change: `因停诊已取消，不计爽约，请另行预约（${reason}）` },
    });
  }
}

/** One of a hospital's bookings; another hospital's is undefined, as if it did not exist. */
export async function hospitalBooking(
  db: Db,
  hospitalId: string,
  id: string,
): Promise<BookingRow | undefined> {
  const row = await findBooking(db, id);
  return row?.hospital_id === hospitalId ? row : undefined;
}

/** The bookings of some schedules, each with its slot's hours, for the hospital's day list. */
export async function bookingsWithSlots(db: Db, scheduleIds: string[]) {
  const rows = await bookingsOfSchedules(db, scheduleIds);
  const slots = new Map(
    (await slotsByIds(db, [...new Set(rows.map((r) => r.slot_id))])).map((s) => [s.id, s]),
  );
  return rows.map((row) => ({ row, slot: slots.get(row.slot_id)! }));
}

/** The end-of-period work: no-shows marked, waiting entries of begun periods lapsed. */
export async function sweepBookings(db: Db, now = new Date()) {
  const at = now.toISOString();
  return { noShows: await markNoShows(db, at), lapsed: await lapseWaitlist(db, at) };
}
