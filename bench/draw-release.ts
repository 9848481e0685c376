import type { Db } from '../apps/api/src/db/database.js';
import { chinaToday } from '../apps/api/src/lib/china-day.js';
import { prepareDraws } from '../apps/api/src/modules/draws/draw-prepare.js';
import { runDraw, type DrawSummary } from '../apps/api/src/modules/draws/draw-run.js';
import { updateRules } from '../apps/api/src/modules/hospitals/hospitals.service.js';
import { chinaInstant } from '../apps/api/src/modules/hospitals/schedule-time.js';
import { releaseSchedule } from './booking-setup.js';

const WINDOW_MINUTES = 10;

/**
 * A schedule of `places` one-place slots released by draw, its window open now: the bench
 * hospital draws every clinic from the current minute, the schedule is fed for the day that
 * release opens, and its draw is prepared as the feed would have a minute earlier (the feed,
 * running now, finds the release time passed and leaves it first come).
 */
export async function openDraw(db: Db, base: string, places: number) {
  const doctor = await db
    .selectFrom('doctor')
    .select('hospital_id')
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const chinaNow = new Date(Date.now() + 8 * 3_600_000).toISOString();
  await updateRules(db, doctor.hospital_id, {
    release_mode: 'draw',
    draw_minutes: WINDOW_MINUTES,
    draw_clinic_types: '',
    release_time: chinaNow.slice(11, 16),
  });
  const { window_days: windowDays } = await db
    .selectFrom('booking_rule')
    .select('window_days')
    .where('hospital_id', '=', doctor.hospital_id)
    .executeTakeFirstOrThrow();
  const schedule = await releaseSchedule(db, base, places, windowDays);
  const windowStart = chinaInstant(chinaToday(), chinaNow.slice(11, 16));
  const made = await prepareDraws(
    db,
    { scheduleIds: [schedule.scheduleId] },
    new Date(windowStart.getTime() - 1000),
  );
  if (made.created !== 1)
    throw new Error(`the bench draw was not prepared: ${JSON.stringify(made)}`);
  const draw = await db
    .selectFrom('draw')
    .select('window_end')
    .where('schedule_id', '=', schedule.scheduleId)
    .executeTakeFirstOrThrow();
  return { ...schedule, windowEnd: new Date(draw.window_end) };
}

export interface DrawFigures {
  summary: DrawSummary;
  ms: number;
  capacity: number;
  allocated: number;
  oversold: number;
  /** Entrants whose state is not exactly one of: won with its booking, waiting, lost. */
  notOneOutcome: number;
}

/** Makes the draw as the job does at the window's end, timed, then counts what it left. */
export async function timedDraw(
  db: Db,
  draw: Awaited<ReturnType<typeof openDraw>>,
): Promise<DrawFigures> {
  const started = performance.now();
  const summary = await runDraw(db, draw.scheduleId, draw.windowEnd);
  const ms = performance.now() - started;
  if (!summary) throw new Error('the bench draw was made by someone else');
  const [slots, entries, bookings, waiting] = await Promise.all([
    db.selectFrom('slot').selectAll().where('schedule_id', '=', draw.scheduleId).execute(),
    db.selectFrom('draw_entry').selectAll().where('schedule_id', '=', draw.scheduleId).execute(),
    db
      .selectFrom('booking')
      .selectAll()
      .where('schedule_id', '=', draw.scheduleId)
      .where('status', '=', 'booked')
      .execute(),
    db
      .selectFrom('waitlist_entry')
      .selectAll()
      .where('schedule_id', '=', draw.scheduleId)
      .execute(),
  ]);
  let oversold = 0;
  for (const slot of slots) {
    const held = bookings.filter((b) => b.slot_id === slot.id).length;
    oversold += Math.max(0, held - slot.capacity) + (slot.remaining < 0 ? 1 : 0);
  }
  const bookingOf = new Map(bookings.map((b) => [b.id, b]));
  const waitingIds = new Set(waiting.map((w) => w.id));
  const outcomes = new Map<string, number>();
  for (const b of bookings) outcomes.set(b.patient_key, (outcomes.get(b.patient_key) ?? 0) + 1);
  for (const w of waiting) outcomes.set(w.patient_key, (outcomes.get(w.patient_key) ?? 0) + 1);
  const notOneOutcome = entries.filter((e) => {
    const held = outcomes.get(e.patient_key) ?? 0;
    if (e.status === 'won')
      return held !== 1 || bookingOf.get(e.booking_id!)?.patient_key !== e.patient_key;
    if (e.status === 'waitlisted') return held !== 1 || !waitingIds.has(e.id);
    return e.status !== 'lost' || held !== 0;
  }).length;
  return {
    summary,
    ms,
    capacity: slots.reduce((n, s) => n + s.capacity, 0),
    allocated: bookings.length,
    oversold,
    notOneOutcome,
  };
}
