import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { BookingTable, DB, WaitlistEntryTable } from '../../db/schema.js';

export type BookingRow = Selectable<BookingTable>;
export type WaitlistRow = Selectable<WaitlistEntryTable>;

const patientLocked = prepared((db, p: { patientKey: string; at: string }) =>
  db
    .insertInto('booking_patient')
    .values({ patient_key: p.patientKey, locked_at: p.at })
    .onConflict((oc) => oc.column('patient_key').doUpdateSet({ locked_at: p.at })),
);

/**
 * Serializes everything one patient books: the upsert takes the patient's row lock on
 * PostgreSQL (a second transaction for the same patient waits here until the first commits)
 * and the database write lock on SQLite. Counts read after it cannot be outdated.
 */
export async function lockPatient(trx: Transaction<DB>, patientKey: string, at: string) {
  await patientLocked.affected(trx, { patientKey, at });
}

/** The locks of many patients in one statement (a draw's entrants), in the order given. */
export async function lockPatients(trx: Transaction<DB>, patientKeys: string[], at: string) {
  if (patientKeys.length === 0) return;
  await trx
    .insertInto('booking_patient')
    .values(patientKeys.map((key) => ({ patient_key: key, locked_at: at })))
    .onConflict((oc) => oc.column('patient_key').doUpdateSet({ locked_at: at }))
    .execute();
}

/** How many waiting entries each of some patients holds (read under their locks). */
export async function waitingCounts(db: Db, patientKeys: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let i = 0; i < patientKeys.length; i += 500) {
    const rows = await db
      .selectFrom('waitlist_entry')
      .select(['patient_key', (eb) => eb.fn.countAll<number>().as('n')])
      .where('patient_key', 'in', patientKeys.slice(i, i + 500))
      .where('status', '=', 'waiting')
      .groupBy('patient_key')
      .execute();
    for (const r of rows) counts.set(r.patient_key, Number(r.n));
  }
  return counts;
}

const bookingByKey = prepared((db, p: { accountId: string; key: string }) =>
  db
    .selectFrom('booking')
    .selectAll()
    .where('account_id', '=', p.accountId)
    .where('idempotency_key', '=', p.key),
);

export function findByIdempotencyKey(
  db: Db,
  accountId: string,
  key: string,
): Promise<BookingRow | undefined> {
  return bookingByKey.first(db, { accountId, key });
}

export function findBooking(db: Db, id: string): Promise<BookingRow | undefined> {
  return db.selectFrom('booking').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A patient's bookings that still stand (not cancelled) from a date on, oldest first. */
export function patientBookingsFrom(
  db: Db,
  patientKey: string,
  fromDate: string,
): Promise<BookingRow[]> {
  return db
    .selectFrom('booking')
    .selectAll()
    .where('patient_key', '=', patientKey)
    .where('date', '>=', fromDate)
    .where('status', '<>', 'cancelled')
    .orderBy('date')
    .execute();
}

/**
 * A patient's bookings for visits on or after `fromDate` or made since `since`: everything the
 * per-patient rules look at, in one round trip while the patient's lock is held.
 */
export function patientHistory(
  db: Db,
  patientKey: string,
  fromDate: string,
  since: string,
): Promise<BookingRow[]> {
  return db
    .selectFrom('booking')
    .selectAll()
    .where('patient_key', '=', patientKey)
    .where((eb) => eb.or([eb('date', '>=', fromDate), eb('created_at', '>=', since)]))
    .orderBy('date')
    .orderBy('created_at')
    .execute();
}

/**
 * Several patients' histories in one read (a batch of draw entries), ordered as patientHistory
 * orders one patient's; each caller narrows its own to its bounds.
 */
export function patientHistories(
  db: Db,
  patientKeys: string[],
  fromDate: string,
  since: string,
): Promise<BookingRow[]> {
  if (patientKeys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('booking')
    .selectAll()
    .where('patient_key', 'in', patientKeys)
    .where((eb) => eb.or([eb('date', '>=', fromDate), eb('created_at', '>=', since)]))
    .orderBy('date')
    .orderBy('created_at')
    .execute();
}

/** Dates of a patient's no-shows on or after a date, oldest first. */
export async function noShowDates(db: Db, patientKey: string, fromDate: string): Promise<string[]> {
  const rows = await db
    .selectFrom('booking')
    .select('date')
    .where('patient_key', '=', patientKey)
    .where('status', '=', 'no_show')
    .where('date', '>=', fromDate)
    .orderBy('date')
    .execute();
  return rows.map((r) => r.date);
}

/** Queue numbers of a slot already held; read after the slot's row lock, so not racing. */
export async function heldQueueNumbers(trx: Transaction<DB>, slotId: string): Promise<Set<number>> {
  const rows = await trx
    .selectFrom('booking')
    .select('queue_no')
    .where('slot_id', '=', slotId)
    .where('status', '<>', 'cancelled')
    .execute();
  return new Set(rows.map((r) => r.queue_no));
}

export async function insertBooking(trx: Transaction<DB>, row: BookingRow): Promise<void> {
  await trx.insertInto('booking').values(row).execute();
}

export function listAccountBookings(
  db: Db,
  accountId: string,
  status?: BookingRow['status'],
): Promise<BookingRow[]> {
  let q = db.selectFrom('booking').selectAll().where('account_id', '=', accountId);
  if (status) q = q.where('status', '=', status);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute();
}

/** Moves a booking from one status to another; false when it was no longer in `from`. */
export async function changeStatus(
  db: Db,
  id: string,
  from: BookingRow['status'],
  changes: Partial<BookingRow>,
): Promise<boolean> {
  const result = await db
    .updateTable('booking')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function bookedOfSchedule(db: Db, scheduleId: string): Promise<BookingRow[]> {
  return db
    .selectFrom('booking')
    .selectAll()
    .where('schedule_id', '=', scheduleId)
    .where('status', '=', 'booked')
    .execute();
}

/** Every booking of some schedules, in queue order (a hospital's day list). */
export function bookingsOfSchedules(db: Db, scheduleIds: string[]): Promise<BookingRow[]> {
  return db
    .selectFrom('booking')
    .selectAll()
    .where('schedule_id', 'in', scheduleIds.length > 0 ? scheduleIds : [''])
    .orderBy('queue_no')
    .orderBy('id')
    .limit(2000)
    .execute();
}

/** Bookings still 'booked' after their period ended: the no-show sweep's work. */
export async function markNoShows(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('booking')
    .set({ status: 'no_show', no_show_at: now, updated_at: now })
    .where('status', '=', 'booked')
    .where('schedule_id', 'in', (eb) =>
      eb.selectFrom('schedule').select('id').where('ends_at', '<=', now),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// Waiting list.

export async function insertWaitlist(trx: Transaction<DB>, row: WaitlistRow): Promise<void> {
  await trx.insertInto('waitlist_entry').values(row).execute();
}

export function waitingOfPatient(db: Db, patientKey: string): Promise<WaitlistRow[]> {
  return db
    .selectFrom('waitlist_entry')
    .selectAll()
    .where('patient_key', '=', patientKey)
    .where('status', '=', 'waiting')
    .execute();
}

/** A schedule's waiting entries, earliest first. */
export function waitingOfSchedule(db: Db, scheduleId: string): Promise<WaitlistRow[]> {
  return db
    .selectFrom('waitlist_entry')
    .selectAll()
    .where('schedule_id', '=', scheduleId)
    .where('status', '=', 'waiting')
    .orderBy('created_at')
    .orderBy('seq')
    .orderBy('id')
    .execute();
}

export function listAccountWaitlist(db: Db, accountId: string): Promise<WaitlistRow[]> {
  return db
    .selectFrom('waitlist_entry')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
}

export async function changeWaitlist(
  db: Db,
  id: string,
  changes: Partial<WaitlistRow>,
  accountId?: string,
): Promise<boolean> {
  let q = db
    .updateTable('waitlist_entry')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'waiting');
  if (accountId) q = q.where('account_id', '=', accountId);
  const result = await q.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Waiting entries whose period has begun lapse: nothing can be freed for them any more. */
export async function lapseWaitlist(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('waitlist_entry')
    .set({ status: 'lapsed', updated_at: now })
    .where('status', '=', 'waiting')
    .where('schedule_id', 'in', (eb) =>
      eb.selectFrom('schedule').select('id').where('starts_at', '<=', now),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Waiting entries of a stopped schedule end with it. */
export async function cancelWaitlistOfSchedule(db: Db, scheduleId: string, now: string) {
  await db
    .updateTable('waitlist_entry')
    .set({ status: 'cancelled', updated_at: now })
    .where('schedule_id', '=', scheduleId)
    .where('status', '=', 'waiting')
    .execute();
}

/** A hospital's standing booking by its pickup code (unique among a hospital's booked ones). */
export function findByPickupCode(
  db: Db,
  hospitalId: string,
  code: string,
): Promise<BookingRow | undefined> {
  return db
    .selectFrom('booking')
    .selectAll()
    .where('hospital_id', '=', hospitalId)
    .where('pickup_code', '=', code)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Standing bookings for a day whose reminder has not gone out. */
export function toRemind(db: Db, date: string): Promise<BookingRow[]> {
  return db
    .selectFrom('booking')
    .selectAll()
    .where('date', '=', date)
    .where('status', '=', 'booked')
    .where('reminded_at', 'is', null)
    .execute();
}

/** Marks a booking's reminder as this process's to send; false when another took it. */
export async function claimReminder(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('booking')
    .set({ reminded_at: at })
    .where('id', '=', id)
    .where('reminded_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
