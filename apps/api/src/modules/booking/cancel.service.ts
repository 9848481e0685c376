import { retryingDeadlocks } from '../../db/retrying-deadlocks.js';
import { BOOKING_STATUS_LABELS, type Booking } from '@portal/contract';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { cancelDeadline, chinaMoment } from '../hospitals/schedule-time.js';
import { findRules, findSchedule } from '../hospitals/schedule.service.js';
import { findSlot, returnPlace } from './slot.repository.js';
import { invalidatePublicReads } from '../../lib/public-cache.js';
import { textPatient } from './booking-notify.js';
import {
  changeStatus,
  changeWaitlist,
  findBooking,
  lockPatient,
  waitingOfSchedule,
  type BookingRow,
} from './booking.repository.js';
import { findOwnBooking, takeSlot, type BookingDeps, type Patient } from './booking.service.js';
import { checkPatientRules } from './patient-rules.js';
import { forgetSlots } from './slot-memory.js';

function notifyPromoted(deps: BookingDeps, row: BookingRow): Promise<void> {
  return textPatient(deps, row, {
    purpose: 'waitlist_booked',
    code: row.pickup_code,
    text: `您候补的 ${row.date} 号源已预约成功，就诊序号 ${row.queue_no}，取号密码 ${row.pickup_code}。`,
    params: {
      date: row.date,
      change: `候补成功，就诊序号${row.queue_no}，取号密码${row.pickup_code}`,
    },
  });
}

/**
 * Cancels an own booking before the deadline. The freed place goes, in the same transaction,
 * to the earliest waiting entry whose patient may still book; else it is back in the pool.
 */
export async function cancelBooking(
  deps: BookingDeps,
  accountId: string,
  id: string,
  now = new Date(),
): Promise<Booking> {
  const { db } = deps;
  const row = await findBooking(db, id);
  if (!row || row.account_id !== accountId) throw new AppError('NOT_FOUND', 404, '预约不存在');
  const notCancellable = () =>
    new AppError('NOT_CANCELLABLE', 409, `该预约${BOOKING_STATUS_LABELS[row.status]}，不能取消`);
  if (row.status !== 'booked') throw notCancellable();
  const rules = await findRules(db, row.hospital_id);
  const deadline = cancelDeadline(row.date, rules);
  if (now >= deadline) {
    throw new AppError(
      'CANCEL_DEADLINE_PASSED',
      409,
      `就诊前一天 ${rules.cancelCutoffTime} 后不能在网上取消（本预约截止于 ${chinaMoment(deadline)}）；如不能就诊请致电医院`,
    );
  }
  const schedule = (await findSchedule(db, row.schedule_id))!;
  const slot = (await findSlot(db, row.slot_id))!;
  const promoted = await retryingDeadlocks(() =>
    db.transaction().execute(async (trx) => {
      const at = nowIso();
      const changed = await changeStatus(trx, id, 'booked', {
        status: 'cancelled',
        cancelled_at: at,
        cancelled_by: 'patient',
        cancel_reason: '本人取消',
        updated_at: at,
      });
      if (!changed) throw notCancellable();
      // The slot before any waiting patient: the order booking takes its locks in.
      await returnPlace(trx, slot.id);
      let winner: { entryId: string; patient: Patient } | undefined;
      const open = now < new Date(schedule.starts_at) && schedule.state === 'open';
      for (const entry of open ? await waitingOfSchedule(trx, schedule.id) : []) {
        const patient = {
          accountId: entry.account_id,
          key: entry.patient_key,
          name: entry.patient_name,
          familyMemberId: entry.family_member_id,
        };
        await lockPatient(trx, patient.key, nowIso());
        try {
          await checkPatientRules(trx, patient, schedule, rules, now);
          winner = { entryId: entry.id, patient };
          break;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
      if (!winner) return undefined;
      const booking = await takeSlot(trx, winner.patient, slot, schedule, at);
      await changeWaitlist(trx, winner.entryId, {
        status: 'booked',
        booking_id: booking.id,
        updated_at: at,
      });
      return booking;
    }),
  );
  invalidatePublicReads(db);
  forgetSlots(db);
  if (promoted) await notifyPromoted(deps, promoted);
  return findOwnBooking(db, accountId, id);
}
