import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { DB } from '../../db/schema.js';
import {
  toRules,
  type ScheduleRow,
  type SlotRow,
  type VisitRow,
} from '../hospitals/schedule.service.js';

// The slot SQL of booking: finding a slot to book, taking and giving back its places. The
// schedules and slots themselves are the hospitals module's (published, ingested, listed).

export function slotsByIds(db: Db, ids: string[]): Promise<SlotRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('slot').selectAll().where('id', 'in', ids).execute();
}

/** What booking needs of a schedule; lists add names and counts (ScheduleListRow). */
export type BookableSchedule = Pick<
  ScheduleRow,
  'id' | 'hospital_id' | 'date' | 'state' | 'stop_reason' | 'starts_at'
>;

const slotForBooking = prepared((db, p: { slotId: string; accountId: string; key: string }) =>
  db
    .selectFrom('slot as sl')
    .innerJoin('schedule as s', 's.id', 'sl.schedule_id')
    .innerJoin('booking_rule as r', 'r.hospital_id', 's.hospital_id')
    .innerJoin('hospital as h', 'h.id', 's.hospital_id')
    .innerJoin('department as d', 'd.id', 's.department_id')
    .leftJoin('doctor as doc', 'doc.id', 's.doctor_id')
    .leftJoin('draw as dr', 'dr.schedule_id', 's.id')
    .selectAll('r')
    .selectAll('sl')
    .select(['s.date', 's.state', 's.stop_reason', 's.starts_at'])
    .select(['s.period', 's.clinic_type', 's.fee', 's.location', 's.department_id', 's.doctor_id'])
    .select(['h.name as hospital_name', 'd.name as department_name', 'doc.name as doctor_name'])
    .select(['dr.window_start', 'dr.window_end', 'dr.status as draw_status'])
    .select((eb) => [
      eb
        .selectFrom('booking as b')
        .select('b.id')
        .where('b.account_id', '=', p.accountId)
        .where('b.idempotency_key', '=', p.key)
        .as('replay_id'),
      eb
        .selectFrom('draw_entry as e')
        .select('e.id')
        .where('e.account_id', '=', p.accountId)
        .where('e.idempotency_key', '=', p.key)
        .as('entry_replay_id'),
    ])
    .where('sl.id', '=', p.slotId),
);

/**
 * A slot with its schedule (and the names a draw entry's answer shows), the hospital's rules and
 * the schedule's draw in one query: the booking hot path. The ids of the account's booking and
 * draw entry under the idempotency key ride along, so a release crowd's refusal or entry costs
 * one round trip before its own writes, not several.
 */
export async function findSlotForBooking(
  db: Db,
  slotId: string,
  replayOf: { accountId: string; key: string },
) {
  const row = await slotForBooking.first(db, { slotId, ...replayOf });
  if (!row) return undefined;
  const slot: SlotRow = {
    id: row.id,
    schedule_id: row.schedule_id,
    start_time: row.start_time,
    end_time: row.end_time,
    capacity: row.capacity,
    remaining: row.remaining,
    queue_from: row.queue_from,
    queue_to: row.queue_to,
  };
  const schedule: BookableSchedule = {
    id: row.schedule_id,
    hospital_id: row.hospital_id,
    date: row.date,
    state: row.state,
    stop_reason: row.stop_reason,
    starts_at: row.starts_at,
  };
  const draw =
    row.window_start && row.window_end && row.draw_status
      ? { windowStart: row.window_start, windowEnd: row.window_end, status: row.draw_status }
      : null;
  const visit: VisitRow = {
    id: row.schedule_id,
    hospital_id: row.hospital_id,
    hospital_name: row.hospital_name,
    department_id: row.department_id,
    department_name: row.department_name,
    doctor_id: row.doctor_id,
    doctor_name: row.doctor_name,
    date: row.date,
    period: row.period,
    clinic_type: row.clinic_type,
    fee: row.fee,
    location: row.location,
  };
  return {
    slot,
    schedule,
    visit,
    rules: toRules(row),
    draw,
    replayId: row.replay_id,
    entryReplayId: row.entry_replay_id,
  };
}

export type SlotForBooking = NonNullable<Awaited<ReturnType<typeof findSlotForBooking>>>;

export function findSlot(db: Db, id: string): Promise<SlotRow | undefined> {
  return db.selectFrom('slot').selectAll().where('id', '=', id).executeTakeFirst();
}

const placeTaken = prepared((db, p: { slotId: string }) =>
  db
    .updateTable('slot')
    .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
    .where('id', '=', p.slotId)
    .where('remaining', '>', 0),
);

/**
 * Takes one place of a slot if one is left: the conditional update is the whole check, so two
 * requests can never both take the last place (the second finds remaining = 0 and changes no
 * row). On PostgreSQL the row stays locked to the end of the transaction.
 */
export async function takePlace(trx: Transaction<DB>, slotId: string): Promise<boolean> {
  return (await placeTaken.affected(trx, { slotId })) > 0;
}

/** Gives a place back (a cancellation), never above the slot's capacity. */
export async function returnPlace(trx: Transaction<DB>, slotId: string): Promise<void> {
  await trx
    .updateTable('slot')
    .set((eb) => ({ remaining: eb('remaining', '+', 1) }))
    .where('id', '=', slotId)
    .whereRef('remaining', '<', 'capacity')
    .execute();
}
