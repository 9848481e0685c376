import { retryingDeadlocks } from '../../db/retrying-deadlocks.js';
import {
  allocate,
  byId,
  drawOrder,
  drawPoolHash,
  mask,
  maskName,
  type DrawPlace,
  type DrawPoolEntry,
} from '@portal/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { announceSharedChange } from '../../lib/shared-change.js';
import type { SmsProvider } from '../../lib/sms.js';
import { lockPatients, takeSlot, waitingCounts } from '../booking/booking.service.js';
import { checkPatientRules } from '../booking/patient-rules.js';
import { stoppedText } from '../hospitals/schedule-time.js';
import { findRules, findSchedule, listSlots } from '../hospitals/schedule.service.js';
import { sendDrawNotices } from './draw-notify.js';
import { claimDraw, dueDraws, pendingEntries, type DrawEntryRow } from './draws.repository.js';
import { splitIds } from './draws.service.js';

export interface DrawDeps {
  db: Db;
  sms: SmsProvider;
}

export interface DrawSummary {
  entries: number;
  won: number;
  waitlisted: number;
  lost: number;
}

/** What the published outcome says of a refusal: the rule, never whose or which day. */
const PUBLIC_REASONS: Partial<Record<string, string>> = {
  SUSPENDED: '爽约暂停预约',
  DUPLICATE_BOOKING: '已有该排班的预约',
  DAILY_LIMIT: '超过每日限约',
  OPEN_LIMIT: '超过待就诊上限',
  MONTHLY_LIMIT: '超过30天限约',
};

const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Makes one due draw, wholly or not at all: one transaction claims it (the conditional update
 * only one process can win), reads the pool, shuffles, allocates under the booking limits
 * (checked again under every entrant's lock), writes the bookings, the waiting list in draw
 * order and every entry's status, and publishes the record. A crash rolls it all back and the
 * next run draws again from the same seed and pool, so the outcome cannot change. undefined
 * when there was nothing to draw (another process did, or it is not due).
 */
export async function runDraw(
  db: Db,
  scheduleId: string,
  now = new Date(),
): Promise<DrawSummary | undefined> {
  const summary = await retryingDeadlocks(() =>
    db.transaction().execute((trx) => drawIn(trx, scheduleId, now)),
  );
  // States and counts changed: every process's cached public reads go.
  if (summary) await announceSharedChange(db);
  return summary;
}

async function drawIn(
  trx: Transaction<DB>,
  scheduleId: string,
  now: Date,
): Promise<DrawSummary | undefined> {
  const at = now.toISOString();
  const draw = await claimDraw(trx, scheduleId, at);
  if (!draw) return undefined;
  const schedule = (await findSchedule(trx, scheduleId))!;
  const rules = await findRules(trx, schedule.hospital_id);
  // The slots' row locks: a capacity change from the hospital waits for the draw to end.
  await trx
    .updateTable('slot')
    .set((eb) => ({ remaining: eb.ref('remaining') }))
    .where('schedule_id', '=', scheduleId)
    .execute();
  const slots = await listSlots(trx, scheduleId);
  const rows = await pendingEntries(trx, scheduleId);
  const rowOf = new Map(rows.map((r) => [r.id, r]));
  const entries: DrawPoolEntry[] = rows.map((r) => ({
    id: r.id,
    preferredSlotIds: splitIds(r.preferred_slot_ids),
    waitlist: r.waitlist === 1,
  }));
  const stopped = schedule.state === 'stopped';
  const places: DrawPlace[] = slots.map((s) => ({
    slotId: s.id,
    start: s.start_time,
    places: stopped ? 0 : s.remaining,
  }));
  const poolHash = await drawPoolHash(entries);
  const order = await drawOrder(entries, draw.seed, poolHash);

  // Every entrant's lock in one statement, in key order (two draws never wait on each other
  // crosswise); the limits read after it cannot be outdated by their own bookings elsewhere.
  const keys = [...new Set(rows.map((r) => r.patient_key))].sort();
  for (const part of chunks(keys)) await lockPatients(trx, part, at);
  const waiting = await waitingCounts(trx, keys);
  const privateReasons = new Map<string, string>();
  const outcome = await allocate(order, places, async (entry, result) => {
    const row = rowOf.get(entry.id)!;
    const refuse = (publicReason: string, message: string) => {
      privateReasons.set(row.id, message);
      return publicReason;
    };
    if (stopped) {
      return refuse('排班停诊', stoppedText(schedule.stop_reason));
    }
    if (result === 'waitlist') {
      const held = waiting.get(row.patient_key) ?? 0;
      if (held >= rules.waitlistLimit) {
        return refuse(
          '超过候补上限',
          `每位就诊人最多同时候补 ${rules.waitlistLimit} 个排班，未能加入候补`,
        );
      }
      waiting.set(row.patient_key, held + 1);
      return null;
    }
    try {
      const patient = { key: row.patient_key, name: mask(row.patient_name) };
      await checkPatientRules(trx, patient, schedule, rules, now);
      return null;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return refuse(PUBLIC_REASONS[error.code] ?? '预约限制', error.message);
    }
  });

  const summary: DrawSummary = { entries: rows.length, won: 0, waitlisted: 0, lost: 0 };
  const slotById = new Map(slots.map((s) => [s.id, s]));
  const waitlisted: DrawEntryRow[] = [];
  for (const item of outcome) {
    const row = rowOf.get(item.entryId)!;
    if (item.result === 'waitlist') {
      waitlisted.push(row);
    } else if (item.result !== 'none') {
      const booking = await takeSlot(
        trx,
        {
          accountId: row.account_id,
          key: row.patient_key,
          name: row.patient_name,
          familyMemberId: row.family_member_id,
        },
        slotById.get(item.result)!,
        schedule,
        at,
      );
      await trx
        .updateTable('draw_entry')
        .set({ status: 'won', booking_id: booking.id, updated_at: at })
        .where('id', '=', row.id)
        .execute();
      summary.won += 1;
    } else if (item.refused) {
      await trx
        .updateTable('draw_entry')
        .set({ status: 'lost', refused_reason: privateReasons.get(row.id)!, updated_at: at })
        .where('id', '=', row.id)
        .execute();
    }
  }
  // The waiting list in draw order: made in one instant, ordered by seq. A waiting entry has
  // its draw entry's id, which is how the entry names it.
  for (const [part, rowsOfPart] of chunks(waitlisted).entries()) {
    await trx
      .insertInto('waitlist_entry')
      .values(
        rowsOfPart.map((row, i) => ({
          id: row.id,
          account_id: row.account_id,
          patient_key: row.patient_key,
          family_member_id: row.family_member_id,
          patient_name: row.patient_name,
          schedule_id: scheduleId,
          status: 'waiting' as const,
          booking_id: null,
          created_at: at,
          updated_at: at,
          seq: part * CHUNK + i + 1,
        })),
      )
      .execute();
    await trx
      .updateTable('draw_entry')
      .set((eb) => ({ status: 'waitlisted', waitlist_id: eb.ref('id'), updated_at: at }))
      .where(
        'id',
        'in',
        rowsOfPart.map((r) => r.id),
      )
      .execute();
  }
  summary.waitlisted = waitlisted.length;
  const lost = await trx
    .updateTable('draw_entry')
    .set({ status: 'lost', updated_at: at })
    .where('schedule_id', '=', scheduleId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  summary.lost = Number(lost.numUpdatedRows) + privateReasons.size;
  await trx
    .updateTable('draw')
    .set({
      status: 'done',
      pool_hash: poolHash,
      entry_count: rows.length,
      entries: JSON.stringify(
        byId(entries).map((e) => ({
          id: e.id,
          name: maskName(rowOf.get(e.id)!.patient_name),
          preferredSlotIds: e.preferredSlotIds,
          waitlist: e.waitlist,
        })),
      ),
      places: JSON.stringify(
        slots.map((s, i) => ({
          slotId: s.id,
          start: s.start_time,
          end: s.end_time,
          places: places[i]!.places,
        })),
      ),
      outcome: JSON.stringify(outcome),
      drawn_at: at,
    })
    .where('schedule_id', '=', scheduleId)
    .execute();
  return summary;
}

/**
 * The job: makes every draw whose window has ended, then texts the results. Run every few
 * seconds in every process; claimDraw lets one of them make each draw.
 */
export async function runDueDraws(deps: DrawDeps, now = new Date()): Promise<number> {
  let made = 0;
  for (const scheduleId of await dueDraws(deps.db, now.toISOString())) {
    if (await runDraw(deps.db, scheduleId, now)) made += 1;
  }
  await sendDrawNotices(deps);
  return made;
}
