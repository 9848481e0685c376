import {
  mask,
  type BookingAccepted,
  type BookingBody,
  type BookingPatient,
  type DrawEntry,
  type DrawOutcomeItem,
  type PublicDraw,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { assertSameRequest, requestHash } from '../../lib/idempotency.js';
import { newId } from '../../lib/tokens.js';
import { viewContext } from '../booking/booking-view.js';
import type { BookablePerson } from '../identity/people.service.js';
import { historyBounds, judgePatientRules, type BookingRow } from '../booking/patient-rules.js';
import { chinaMoment } from '../hospitals/schedule-time.js';
import { findSchedule, listSlots, type SlotRow } from '../hospitals/schedule.service.js';
import type { BookingRules } from '@portal/contract';
import {
  countEntries,
  findDraw,
  findEntryByKey,
  listAccountEntries,
  type DrawEntryRow,
  type VisitRow,
} from './draws.repository.js';
import { writeEntry, type EntryWrite } from './entry-batch.js';

export { findEntryByKey } from './draws.repository.js';
export type { VisitRow } from './draws.repository.js';

/** A schedule's draw as the booking path read it with the slot (slot.repository). */
export interface DrawWindow {
  windowStart: string;
  windowEnd: string;
  status: 'open' | 'done';
}

const late = (windowEnd: string) =>
  new AppError(
    'DRAW_PENDING',
    409,
    `抽签登记已于 ${chinaMoment(new Date(windowEnd))} 截止，正在抽签，结果公布后剩余号源可直接预约`,
  );

/** The canonical request of an entry: the schedule's slot named, who, the preferences, waitlist. */
export function entryRequestHash(body: BookingBody): string {
  return requestHash(
    body.slotId,
    body.patientId,
    (body.preferredSlotIds ?? []).join(','),
    body.waitlist === false ? '0' : '1',
  );
}

/** An entry as lists and the 202 show it, from its schedule's names and its person. */
function toDrawEntry(
  row: DrawEntryRow,
  visit: VisitRow,
  patient: BookingPatient,
  slotById: Map<string, SlotRow>,
  resultAt: string,
): DrawEntry {
  return {
    id: row.id,
    status: row.status,
    resultAt,
    preferredSlots: splitIds(row.preferred_slot_ids).flatMap((slotId) => {
      const s = slotById.get(slotId);
      return s ? [{ id: s.id, start: s.start_time, end: s.end_time }] : [];
    }),
    waitlist: row.waitlist === 1,
    bookingId: row.booking_id,
    waitlistId: row.waitlist_id,
    refusedReason: row.refused_reason,
    createdAt: row.created_at,
    scheduleId: visit.id,
    hospitalId: visit.hospital_id,
    hospitalName: visit.hospital_name,
    departmentId: visit.department_id,
    departmentName: visit.department_name,
    doctorId: visit.doctor_id,
    doctorName: visit.doctor_name,
    date: visit.date,
    period: visit.period,
    clinicType: visit.clinic_type as DrawEntry['clinicType'],
    fee: visit.fee,
    location: visit.location,
    patient,
  };
}

export async function entryViews(
  db: Db,
  accountId: string,
  rows: DrawEntryRow[],
): Promise<DrawEntry[]> {
  const scheduleIds = [...new Set(rows.map((r) => r.schedule_id))];
  const [ctx, draws, slots] = await Promise.all([
    viewContext(db, accountId, scheduleIds, []),
    Promise.all(scheduleIds.map((id) => findDraw(db, id))),
    Promise.all(scheduleIds.map((id) => listSlots(db, id))),
  ]);
  const windowEnd = new Map(draws.map((d) => [d!.schedule_id, d!.window_end]));
  const slotById = new Map(slots.flat().map((s) => [s.id, s]));
  return rows.map((row) => {
    const id = row.family_member_id ?? 'self';
    const person = ctx.people.find((p) => p.id === id);
    const patient = {
      id,
      name: mask(row.patient_name),
      idNo: person?.idNo ?? '',
      relation: person?.relation ?? (id === 'self' ? '本人' : '已删除的就诊人'),
    };
    const visit = ctx.schedules.get(row.schedule_id)!;
    return toDrawEntry(row, visit, patient, slotById, windowEnd.get(row.schedule_id)!);
  });
}

export const splitIds = (text: string) => (text ? text.split(',') : []);

async function accepted(db: Db, row: DrawEntryRow): Promise<BookingAccepted> {
  return { entry: (await entryViews(db, row.account_id, [row]))[0]! };
}

/** Answers a retried entry with the first one's answer, or 422 for another body. */
export async function replayEntry(db: Db, row: DrawEntryRow, body: BookingBody) {
  assertSameRequest(row.request_hash, entryRequestHash(body), '另一次抽签登记');
  return accepted(db, row);
}

/**
 * Records an entry in an open draw: its preferred slots and the booking limits are checked in
 * the batch it is written with (entry-batch.ts), without the patient's lock (allocation checks
 * the limits again under it, so a race here can only let an entry in, never a booking past a
 * limit), and written under the draw's share lock. No place is taken.
 */
export async function enterDraw(
  db: Db,
  patient: { accountId: string; key: string; name: string; familyMemberId: string | null },
  person: BookablePerson,
  schedule: VisitRow,
  rules: BookingRules,
  draw: DrawWindow,
  body: BookingBody,
  key: string,
  now: Date,
): Promise<BookingAccepted> {
  if (draw.status !== 'open' || now.getTime() >= Date.parse(draw.windowEnd)) {
    throw late(draw.windowEnd);
  }
  const preferred = body.preferredSlotIds ?? [];
  let slotById = new Map<string, SlotRow>();
  const check = (history: BookingRow[], slots: SlotRow[]) => {
    if (preferred.length > 0) {
      slotById = new Map(slots.map((s) => [s.id, s]));
      if (!preferred.every((id) => slotById.has(id))) {
        throw new AppError('INVALID_INPUT', 400, '意向时段须是该排班的时段，请刷新页面后重新选择');
      }
    }
    judgePatientRules(history, patient, schedule, rules, now);
  };
  const at = now.toISOString();
  const row: DrawEntryRow = {
    id: newId(),
    schedule_id: schedule.id,
    account_id: patient.accountId,
    patient_key: patient.key,
    family_member_id: patient.familyMemberId,
    patient_name: patient.name,
    preferred_slot_ids: preferred.join(','),
    waitlist: body.waitlist === false ? 0 : 1,
    idempotency_key: key,
    request_hash: entryRequestHash(body),
    status: 'pending',
    booking_id: null,
    waitlist_id: null,
    refused_reason: null,
    notified_at: null,
    created_at: at,
    updated_at: at,
  };
  // Whatever kept the entry out, a retry of an entry already made answers with that entry: the
  // lookup that found the key before may have been skipped (slot-memory.ts).
  const retried = async () => {
    const earlier = await findEntryByKey(db, patient.accountId, key);
    return earlier ? replayEntry(db, earlier, body) : undefined;
  };
  let written: EntryWrite;
  try {
    written = await writeEntry(db, row, at, { ...historyBounds(rules, now), check });
  } catch (refusal) {
    const replayed = refusal instanceof AppError ? await retried() : undefined;
    if (replayed) return replayed;
    throw refusal;
  }
  if (written === 'late') {
    const replayed = await retried();
    if (replayed) return replayed;
    throw late(draw.windowEnd);
  }
  if (written === 'conflict') {
    // The key already made an entry (a retry that raced the first), or the patient has one.
    const replayed = await retried();
    if (replayed) return replayed;
    throw new AppError(
      'DUPLICATE_ENTRY',
      409,
      `${patient.name}已登记该排班的抽签，每位就诊人只能登记一次；结果公布后可在我的预约查看`,
    );
  }
  // The answer from what this path has read (the slot lookup brought the schedule's names): a
  // crowd of entries in the window's first second must not each run the list queries.
  const shown = {
    id: person.id,
    name: mask(person.name),
    idNo: person.idNo,
    relation: person.relation,
  };
  return { entry: toDrawEntry(row, schedule, shown, slotById, draw.windowEnd) };
}

export async function listEntries(db: Db, accountId: string): Promise<DrawEntry[]> {
  return entryViews(db, accountId, await listAccountEntries(db, accountId));
}

const notFound = () => new AppError('NOT_FOUND', 404, '该排班不是抽签放号，或不存在');

/** The public record of a draw: the commitment before it, everything to recheck after. */
export async function publicDraw(
  db: Db,
  scheduleId: string,
  now = new Date(),
): Promise<PublicDraw> {
  const [draw, schedule] = await Promise.all([
    findDraw(db, scheduleId),
    findSchedule(db, scheduleId),
  ]);
  if (!draw || !schedule) throw notFound();
  const done = draw.status === 'done';
  const status = done
    ? 'done'
    : now.getTime() < Date.parse(draw.window_start)
      ? 'upcoming'
      : now.getTime() < Date.parse(draw.window_end)
        ? 'open'
        : 'drawing';
  return {
    scheduleId,
    hospitalName: schedule.hospital_name,
    departmentName: schedule.department_name,
    doctorName: schedule.doctor_name,
    date: schedule.date,
    period: schedule.period,
    clinicType: schedule.clinic_type as PublicDraw['clinicType'],
    windowStart: draw.window_start,
    windowEnd: draw.window_end,
    commitment: draw.commitment,
    status,
    entryCount: done ? draw.entry_count! : await countEntries(db, scheduleId),
    drawnAt: done ? draw.drawn_at : null,
    seed: done ? draw.seed : null,
    poolHash: done ? draw.pool_hash : null,
    entries: done ? JSON.parse(draw.entries!) : null,
    places: done ? JSON.parse(draw.places!) : null,
    outcome: done ? (JSON.parse(draw.outcome!) as DrawOutcomeItem[]) : null,
  };
}
