import type { WaitlistBody, WaitlistEntry } from '@portal/contract';
import { nowIso, type Db } from '../../db/database.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/tokens.js';
import { findRules, findSchedule } from '../hospitals/schedule.service.js';
import { toWaitlistEntry, viewContext } from './booking-view.js';
import {
  changeWaitlist,
  insertWaitlist,
  listAccountWaitlist,
  lockPatient,
  patientBookingsFrom,
  waitingOfPatient,
  type WaitlistRow,
} from './booking.repository.js';
import { asPatient, assertBookable, bookingPerson } from './booking.service.js';

const duplicate = () => new AppError('DUPLICATE_WAITLIST', 409, '该就诊人已在这个排班的候补名单中');

async function views(db: Db, accountId: string, rows: WaitlistRow[]): Promise<WaitlistEntry[]> {
  const ctx = await viewContext(
    db,
    accountId,
    rows.map((r) => r.schedule_id),
    [],
  );
  return rows.map((r) => toWaitlistEntry(r, ctx));
}

/** Joins a full schedule's waiting list: one entry per schedule, a few in all per patient. */
export async function joinWaitlist(
  db: Db,
  accountId: string,
  body: WaitlistBody,
  now = new Date(),
): Promise<WaitlistEntry> {
  const person = await bookingPerson(db, accountId, body.patientId);
  const schedule = await findSchedule(db, body.scheduleId);
  if (!schedule) throw new AppError('NOT_FOUND', 404, '排班不存在');
  const rules = await findRules(db, schedule.hospital_id);
  assertBookable(schedule, rules, now);
  if (schedule.draw_status === 'open') {
    throw new AppError(
      'NOT_FULL',
      409,
      '该号源抽签放号：请在登记时段内登记抽签，并勾选“未中签时加入候补”',
    );
  }
  if (schedule.remaining > 0) {
    throw new AppError('NOT_FULL', 409, '该排班还有号，请直接预约');
  }
  const patient = asPatient(accountId, person);
  const at = nowIso();
  const row: WaitlistRow = {
    id: newId(),
    account_id: accountId,
    patient_key: patient.key,
    family_member_id: patient.familyMemberId,
    patient_name: patient.name,
    schedule_id: schedule.id,
    status: 'waiting',
    booking_id: null,
    created_at: at,
    updated_at: at,
    seq: 0,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await lockPatient(trx, patient.key, at);
      const booked = await patientBookingsFrom(trx, patient.key, schedule.date);
      if (booked.some((b) => b.schedule_id === schedule.id)) {
        throw new AppError('DUPLICATE_BOOKING', 409, `${person.name}已预约该排班的号，无需候补`);
      }
      const waiting = await waitingOfPatient(trx, patient.key);
      if (waiting.some((w) => w.schedule_id === schedule.id)) throw duplicate();
      if (waiting.length >= rules.waitlistLimit) {
        throw new AppError(
          'WAITLIST_LIMIT',
          409,
          `每位就诊人最多同时候补 ${rules.waitlistLimit} 个排班，取消一个候补或等其结束后可再加入`,
        );
      }
      await insertWaitlist(trx, row);
    });
  } catch (error) {
    if (/waitlist/.test(uniqueViolation(error) ?? '')) throw duplicate();
    throw error;
  }
  return (await views(db, accountId, [row]))[0]!;
}

export async function listWaitlist(db: Db, accountId: string): Promise<WaitlistEntry[]> {
  return views(db, accountId, await listAccountWaitlist(db, accountId));
}

export async function leaveWaitlist(db: Db, accountId: string, id: string): Promise<void> {
  const left = await changeWaitlist(
    db,
    id,
    { status: 'cancelled', updated_at: nowIso() },
    accountId,
  );
  if (!left) throw new AppError('NOT_FOUND', 404, '候补不存在或已结束');
}
