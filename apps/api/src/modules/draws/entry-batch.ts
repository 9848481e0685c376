import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database.js';
import { retryingDeadlocks } from '../../db/retrying-deadlocks.js';
import { AppError } from '../../lib/app-error.js';
import { keyUsedFor } from '../../lib/idempotency.js';
import { patientHistories, type BookingRow } from '../booking/patient-rules.js';
import { stoppedText } from '../hospitals/schedule-time.js';
import { listSlots, type SlotRow } from '../hospitals/schedule.service.js';
import type { DrawEntryRow } from './draws.repository.js';

/** What became of an entry sent to be written: in the pool, too late, or a unique conflict. */
export type EntryWrite = 'inserted' | 'late' | 'conflict';

/** What an entry is checked against in its batch, before its draw's window. */
export interface EntryCheck {
  /** The patient's bookings it looks at (patient-rules historyBounds). */
  fromDate: string;
  since: string;
  /**
   * Throws the entry's refusal, given the patient's bookings within those bounds and its
   * schedule's slots (read only when the entry names preferred slots).
   */
  check: (history: BookingRow[], slots: SlotRow[]) => void;
}

interface Waiting {
  row: DrawEntryRow;
  at: string;
  check: EntryCheck;
  done: (result: EntryWrite) => void;
  failed: (error: unknown) => void;
}

interface Queue {
  waiting: Waiting[];
  flushing: boolean;
}

/** Rows per INSERT: 18 parameters each stays well under both engines' limits. */
const ROWS_PER_INSERT = 200;
const BATCH_MAX = 1000;
const queues = new WeakMap<Db, Queue>();

/**
 * Checks and writes an entry together with the others arriving meanwhile (group commit). A crowd
 * of entries at a window's opening is bound by commits, each one a WAL flush, and by reads: one
 * transaction for every entry that arrived while the last one committed, reading all their
 * patients' bookings at once, turns thousands of commits and reads into a few. The answer comes
 * only once the entry's transaction has committed, so a 202 is as durable as before; a refusal
 * by its check rejects with that refusal.
 */
export function writeEntry(
  db: Db,
  row: DrawEntryRow,
  at: string,
  check: EntryCheck,
): Promise<EntryWrite> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { waiting: [], flushing: false }));
  const q = queue;
  return new Promise((done, failed) => {
    q.waiting.push({ row, at, check, done, failed });
    if (!q.flushing) {
      q.flushing = true;
      // The entries of this turn of the event loop go together.
      setImmediate(() => void flush(db, q));
    }
  });
}

async function flush(db: Db, q: Queue): Promise<void> {
  while (q.waiting.length > 0) {
    const batch = q.waiting.splice(0, BATCH_MAX);
    try {
      const results = await retryingDeadlocks(() => writeBatch(db, batch));
      batch.forEach((w, i) => {
        const result = results[i]!;
        if (typeof result === 'string') w.done(result);
        else w.failed(result.refused);
      });
    } catch (error) {
      for (const w of batch) w.failed(error);
    }
  }
  q.flushing = false;
}

function bookingKeys(trx: Db, batch: Waiting[]) {
  return trx
    .selectFrom('booking')
    .select(['account_id', 'idempotency_key as key'])
    .where('account_id', 'in', [...new Set(batch.map((w) => w.row.account_id))])
    .where('idempotency_key', 'in', [...new Set(batch.map((w) => w.row.idempotency_key))])
    .execute();
}

/** Each entry's check on its patient's bookings and, when it named some, its schedule's slots. */
async function refusals(trx: Db, batch: Waiting[]): Promise<Map<Waiting, unknown>> {
  const keys = [...new Set(batch.map((w) => w.row.patient_key))];
  const fromDate = batch.map((w) => w.check.fromDate).reduce((a, b) => (a < b ? a : b));
  const since = batch.map((w) => w.check.since).reduce((a, b) => (a < b ? a : b));
  const byKey = new Map<string, BookingRow[]>();
  for (const b of await patientHistories(trx, keys, fromDate, since)) {
    byKey.set(b.patient_key, [...(byKey.get(b.patient_key) ?? []), b]);
  }
  const slotsOf = new Map<string, SlotRow[]>();
  for (const w of batch) {
    const id = w.row.schedule_id;
    if (w.row.preferred_slot_ids && !slotsOf.has(id)) slotsOf.set(id, await listSlots(trx, id));
  }
  const refused = new Map<Waiting, unknown>();
  // A key the account already used for a booking: never on this schedule, whose places only the
  // draw gives, so another request under a reused key (idempotency.ts).
  for (const used of await bookingKeys(trx, batch)) {
    for (const w of batch) {
      if (w.row.account_id === used.account_id && w.row.idempotency_key === used.key) {
        refused.set(w, keyUsedFor('另一笔预约'));
      }
    }
  }
  for (const w of batch) {
    if (refused.has(w)) continue;
    const { fromDate: from, since: made } = w.check;
    const history = (byKey.get(w.row.patient_key) ?? []).filter(
      (b) => b.date >= from || b.created_at >= made,
    );
    try {
      w.check.check(history, slotsOf.get(w.row.schedule_id) ?? []);
    } catch (error) {
      refused.set(w, error);
    }
  }
  return refused;
}

/**
 * One transaction: each entry checked (refusals), then the draw rows under a share lock
 * (PostgreSQL; many batches hold it at once, and the draw's claim, an update, waits for them
 * all), each entry checked against its draw's status and window at its own time, the open ones inserted in (schedule, patient) order, so two
 * processes' batches meet on the unique index in one order and never wait on each other
 * crosswise; a row the index refuses is left out (ON CONFLICT DO NOTHING) and reported as a
 * conflict for its caller to name. An entry is thus committed before the draw reads the pool,
 * or finds the draw claimed and is late; never lost between the two. SQLite lets one writer in
 * at a time, which orders them the same way.
 */
async function writeBatch(
  db: Db,
  batch: Waiting[],
): Promise<(EntryWrite | { refused: unknown })[]> {
  return db.transaction().execute(async (trx) => {
    const refused = await refusals(trx, batch);
    const scheduleIds = [...new Set(batch.map((w) => w.row.schedule_id))].sort();
    // The schedule's state rides along unlocked: a 停诊 committed before this read refuses the
    // entry; one after it finds the entry in the pool, and the draw gives the pool nothing.
    let read = trx
      .selectFrom('draw as d')
      .innerJoin('schedule as s', 's.id', 'd.schedule_id')
      .select(['d.schedule_id', 'd.status', 'd.window_start', 'd.window_end'])
      .select(['s.state', 's.stop_reason'])
      .where('d.schedule_id', 'in', scheduleIds);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) read = read.forShare('d');
    const draws = new Map((await read.execute()).map((d) => [d.schedule_id, d]));
    for (const w of batch) {
      const d = draws.get(w.row.schedule_id);
      if (d?.state === 'stopped' && !refused.has(w)) {
        refused.set(
          w,
          new AppError('CLOSED', 409, `${stoppedText(d.stop_reason)}，请选择其他医生或日期`),
        );
      }
    }
    const open = batch.filter((w) => {
      if (refused.has(w)) return false;
      const d = draws.get(w.row.schedule_id);
      return d?.status === 'open' && d.window_start <= w.at && d.window_end > w.at;
    });
    const ordered = open
      .map((w) => w.row)
      .sort((a, b) =>
        a.schedule_id === b.schedule_id
          ? a.patient_key < b.patient_key
            ? -1
            : a.patient_key > b.patient_key
              ? 1
              : 0
          : a.schedule_id < b.schedule_id
            ? -1
            : 1,
      );
    const inserted = new Set<string>();
    for (let i = 0; i < ordered.length; i += ROWS_PER_INSERT) {
      const rows = await trx
        .insertInto('draw_entry')
        .values(ordered.slice(i, i + ROWS_PER_INSERT))
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .execute();
      for (const r of rows) inserted.add(r.id);
    }
    const isOpen = new Set(open);
    return batch.map((w) =>
      refused.has(w)
        ? { refused: refused.get(w) }
        : !isOpen.has(w)
          ? 'late'
          : inserted.has(w.row.id)
            ? 'inserted'
            : 'conflict',
    );
  });
}
