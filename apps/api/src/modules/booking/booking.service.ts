import {
  mask,
  type Booking,
  type BookingAccepted,
  type BookingBody,
  type BookingList,
  type BookingListQuery,
  type BookingRules,
} from '@portal/contract';
import type { Transaction } from 'kysely';
import { nowIso, type Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { retryingDeadlocks } from '../../db/retrying-deadlocks.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../lib/app-error.js';
import { assertSameRequest, requestHash } from '../../lib/idempotency.js';
import type { SmsProvider } from '../../lib/sms.js';
import { newId, newNumericCode } from '../../lib/tokens.js';
import { chinaMoment, releaseAt, stoppedText } from '../hospitals/schedule-time.js';
import { findRules, type SlotRow } from '../hospitals/schedule.service.js';
import {
  findSlotForBooking,
  takePlace,
  type BookableSchedule,
  type SlotForBooking,
} from './slot.repository.js';
import { invalidatePublicReads } from '../../lib/public-cache.js';
import {
  bookablePeople,
  personOf,
  selfPerson,
  type BookablePerson,
  type IdentityRow,
} from '../identity/people.service.js';
import { bookingViews } from './booking-view.js';
import {
  findBooking,
  findByIdempotencyKey,
  heldQueueNumbers,
  insertBooking,
  listAccountBookings,
  lockPatient,
  type BookingRow,
} from './booking.repository.js';
import { checkPatientRules, suspendedUntil, suspensionMessage } from './patient-rules.js';
import { drawOpenLookup, knownSoldOut, markSoldOut, rememberDrawOpen } from './slot-memory.js';
import { enterDraw, findEntryByKey, replayEntry } from '../draws/draws.service.js';

export interface BookingDeps {
  db: Db;
  sms: SmsProvider;
}

/** Who books: the session's account, with the identity it read (undefined: not read yet). */
export interface Account {
  userId: string;
  verified: boolean;
  identity?: IdentityRow | null;
}

/** Who a booking is for, as the transaction writes it. */
export interface Patient {
  accountId: string;
  key: string;
  name: string;
  familyMemberId: string | null;
}

// What a draw needs of the patients' locks and waiting lists (the draws module).
export { lockPatients, waitingCounts } from './booking.repository.js';

const PICKUP_RETRIES = 3;

const identityRequired = () =>
  new AppError('IDENTITY_REQUIRED', 403, '预约挂号须先完成实名认证，请到个人中心认证后再预约');

/** Ends a booking transaction that found its idempotency key already used. */
class Replayed extends Error {
  constructor(readonly row: BookingRow) {
    super('replayed');
  }
}

const slotFull = () =>
  new AppError('SLOT_FULL', 409, '该时段的号已约满，请选择其他时段，或在号满时加入候补');

/**
 * The account's person to book for: 403 while unverified, 404 for anyone not its own. The
 * holder comes from the identity the session read, when the caller has it.
 */
export async function bookingPerson(
  db: Db,
  accountId: string,
  patientId: string,
  identity?: IdentityRow | null,
): Promise<BookablePerson> {
  if (patientId === 'self' && identity) return selfPerson(identity);
  const person = await personOf(db, accountId, patientId);
  if (person) return person;
  // Asked only on the way out: an unverified holder has no people at all, 'self' included.
  if (!(await personOf(db, accountId, 'self'))) throw identityRequired();
  throw new AppError('NOT_FOUND', 404, '就诊人不存在，请先在个人中心添加');
}

export function asPatient(accountId: string, person: BookablePerson): Patient {
  return {
    accountId,
    key: person.personKey,
    name: person.name,
    familyMemberId: person.familyMemberId,
  };
}

/** Refuses a schedule that is not bookable now, naming why and, where it applies, when. */
export function assertBookable(schedule: BookableSchedule, rules: BookingRules, now: Date) {
  if (schedule.state === 'stopped') {
    throw new AppError('CLOSED', 409, `${stoppedText(schedule.stop_reason)}，请选择其他医生或日期`);
  }
  if (now.getTime() >= Date.parse(schedule.starts_at)) {
    throw new AppError('CLOSED', 409, '该时段已开始就诊，网上预约已截止');
  }
  const release = releaseAt(schedule.date, rules);
  if (now < release) {
    throw new AppError('NOT_RELEASED', 409, `该号源尚未放号，将于 ${chinaMoment(release)} 放号`);
  }
}

/**
 * Takes a place of the slot and writes the booking, inside the caller's transaction and after
 * the patient's lock: the conditional update decides who gets the last place.
 */
export async function takeSlot(
  trx: Transaction<DB>,
  patient: Patient,
  slot: SlotRow,
  schedule: BookableSchedule,
  at: string,
): Promise<BookingRow> {
  if (!(await takePlace(trx, slot.id))) throw slotFull();
  return writeBooking(trx, patient, slot, schedule, at);
}

/** Writes the booking for a place already taken in this transaction, with a free queue number. */
async function writeBooking(
  trx: Transaction<DB>,
  patient: Patient,
  slot: SlotRow,
  schedule: BookableSchedule,
  at: string,
  idempotency?: { key: string; hash: string },
): Promise<BookingRow> {
  const held = await heldQueueNumbers(trx, slot.id);
  let queueNo = slot.queue_from;
  while (held.has(queueNo)) queueNo += 1;
  const row: BookingRow = {
    id: newId(),
    account_id: patient.accountId,
    patient_key: patient.key,
    family_member_id: patient.familyMemberId,
    patient_name: patient.name,
    hospital_id: schedule.hospital_id,
    schedule_id: schedule.id,
    slot_id: slot.id,
    date: schedule.date,
    queue_no: queueNo,
    pickup_code: newNumericCode(8),
    status: 'booked',
    idempotency_key: idempotency?.key ?? null,
    request_hash: idempotency?.hash ?? null,
    created_at: at,
    updated_at: at,
    cancelled_at: null,
    cancelled_by: null,
    cancel_reason: null,
    no_show_at: null,
    reminded_at: null,
  };
  await insertBooking(trx, row);
  return row;
}

/** A schedule whose draw is not made yet: an entry while its window is open, else a refusal. */
async function drawEntry(
  db: Db,
  account: Account,
  body: BookingBody,
  key: string,
  found: SlotForBooking,
  now: Date,
): Promise<BookingAccepted> {
  const { schedule, visit, rules } = found;
  const draw = found.draw!;
  if (schedule.state === 'stopped' || now.getTime() >= Date.parse(schedule.starts_at)) {
    assertBookable(schedule, rules, now);
  }
  if (now.getTime() < Date.parse(draw.windowStart)) {
    throw new AppError(
      'NOT_RELEASED',
      409,
      `该号源尚未放号，将于 ${chinaMoment(new Date(draw.windowStart))} 开始登记抽签`,
    );
  }
  const person = await bookingPerson(db, account.userId, body.patientId, account.identity);
  const patient = asPatient(account.userId, person);
  return enterDraw(db, patient, person, visit, rules, draw, body, key, now);
}

async function replay(db: Db, row: BookingRow, hash: string): Promise<Booking> {
  assertSameRequest(row.request_hash, hash, '另一笔预约');
  return (await bookingViews(db, row.account_id, [row]))[0]!;
}

/**
 * Books a place, or on a schedule released by draw, inside its window, records an entry in the
 * draw (answered 202 with the entry); after the draw, places left book first come.
 */
export async function book(
  { db }: BookingDeps,
  account: Account,
  body: BookingBody,
  key: string,
  now = new Date(),
): Promise<Booking | BookingAccepted> {
  const accountId = account.userId;
  const hash = requestHash(body.slotId, body.patientId);
  // A crowd entering a draw asks about the same few slots: the lookup another press made a
  // moment ago serves (slot-memory.ts), and the entry's batch looks for a reused key.
  const remembered = drawOpenLookup(db, body.slotId, now);
  if (remembered) {
    if (!account.verified) throw identityRequired();
    return drawEntry(db, account, body, key, remembered, now);
  }
  // Read before the lookup: a slot seen sold out had every place taken by a committed booking,
  // so if this key holds one of them, the lookup below finds it.
  const soldOut = knownSoldOut(db, body.slotId);
  const found = await findSlotForBooking(db, body.slotId, { accountId, key });
  // A key already used answers with its booking or entry (or 422 for another body), whatever
  // the slot and whether the draw has been made since.
  const earlier =
    found?.replayId || !found ? await findByIdempotencyKey(db, accountId, key) : undefined;
  if (earlier) return replay(db, earlier, hash);
  const entered =
    found?.entryReplayId || !found ? await findEntryByKey(db, accountId, key) : undefined;
  if (entered) return replayEntry(db, entered, body);
  if (!account.verified) throw identityRequired();
  if (!found) throw new AppError('NOT_FOUND', 404, '号源不存在');
  const { slot, schedule, rules, draw } = found;
  // A press timed before the window's end is an entry, refused as late if the draw was made
  // while it was on its way: never a first-come booking ahead of the draw's results.
  if (draw && (draw.status === 'open' || now.getTime() < Date.parse(draw.windowEnd))) {
    rememberDrawOpen(db, found, now);
    return drawEntry(db, account, body, key, found, now);
  }
  assertBookable(schedule, rules, now);
  // A release crowd is mostly refused once the places are gone; say so without a transaction
  // or a look at the patient. The lookup read the slot and the key's booking together, so a
  // slot it saw full holds no booking of this key. Only a refusal is decided here: a place is
  // taken by the conditional update alone.
  if (soldOut || slot.remaining === 0) throw slotFull();
  const person = await bookingPerson(db, accountId, body.patientId, account.identity);
  const patient = asPatient(accountId, person);

  for (let attempt = 1; ; attempt++) {
    try {
      const row = await retryingDeadlocks(() =>
        db.transaction().execute(async (trx) => {
          // The place first: in a release crowd most attempts end at this one statement. The
          // patient's lock comes second, the order cancellation takes them in too.
          if (!(await takePlace(trx, slot.id))) throw slotFull();
          await lockPatient(trx, patient.key, nowIso());
          // A retry that raced the first submit finds its booking once the lock is ours; the
          // place it took goes back with the rollback.
          const again = await findByIdempotencyKey(trx, accountId, key);
          if (again) throw new Replayed(again);
          await checkPatientRules(trx, patient, schedule, rules, now);
          return writeBooking(trx, patient, slot, schedule, nowIso(), { key, hash });
        }),
      );
      invalidatePublicReads(db);
      return await replay(db, row, hash);
    } catch (error) {
      if (error instanceof Replayed) return replay(db, error.row, hash);
      if (error instanceof AppError && error.code === 'SLOT_FULL') {
        markSoldOut(db, slot.id);
        // The place may have gone to this very key's first submit, committed meanwhile.
        const first = await findByIdempotencyKey(db, accountId, key);
        if (first) return replay(db, first, hash);
      }
      const violated = uniqueViolation(error) ?? '';
      if (/idempotency/.test(violated)) {
        return replay(db, (await findByIdempotencyKey(db, accountId, key))!, hash);
      }
      if (/patient_schedule|patient_key, booking\.schedule_id/.test(violated)) {
        throw new AppError(
          'DUPLICATE_BOOKING',
          409,
          `${person.name}已预约该医生同一时段的号，同一时段只能预约一个号`,
        );
      }
      // Two bookings drew the same pickup code at one hospital: draw again.
      if (/pickup/.test(violated) && attempt < PICKUP_RETRIES) continue;
      throw error;
    }
  }
}

export async function listBookings(
  db: Db,
  accountId: string,
  query: BookingListQuery,
  now = new Date(),
): Promise<BookingList> {
  const rows = await listAccountBookings(db, accountId, query.status);
  const people = await bookablePeople(db, accountId);
  const suspensions = [];
  // No-show rules are kept per hospital; the banner uses those of the latest booking's hospital
  // (the same everywhere unless the bureau changed one).
  const rules = rows[0] ? await findRules(db, rows[0].hospital_id) : undefined;
  for (const person of rules ? people : []) {
    const until = await suspendedUntil(db, person.personKey, rules!, now);
    if (until) {
      suspensions.push({
        patientId: person.id,
        name: mask(person.name),
        until,
        message: suspensionMessage(mask(person.name), until, rules!),
      });
    }
  }
  return { list: await bookingViews(db, accountId, rows), suspensions };
}

export async function findOwnBooking(db: Db, accountId: string, id: string): Promise<Booking> {
  const row = await findBooking(db, id);
  if (!row || row.account_id !== accountId) throw new AppError('NOT_FOUND', 404, '预约不存在');
  return (await bookingViews(db, accountId, [row]))[0]!;
}
