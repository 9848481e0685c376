import { verifyDraw, type BookingAccepted } from '@portal/contract';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../db/database.js';
import { createTestUser } from '../../test/accounts.js';
import { ingestSchedule, testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import { drawProcess, writePool } from '../../test/draw-fixtures.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { chinaToday } from '../../lib/china-day.js';
import { AppError } from '../../lib/app-error.js';
import { book } from '../booking/booking.service.js';
import { updateRules } from '../hospitals/hospitals.service.js';
import { addDays, chinaInstant } from '../hospitals/schedule-time.js';
import { prepareDraws } from './draw-prepare.js';
import { runDraw } from './draw-run.js';
import { publicDraw } from './draws.service.js';

const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a draw leaves behind for one schedule, read from the tables themselves. */
async function drawState(db: Db, scheduleId: string) {
  const [draw, entries, bookings, waiting, slots] = await Promise.all([
    db.selectFrom('draw').selectAll().where('schedule_id', '=', scheduleId).executeTakeFirst(),
    db.selectFrom('draw_entry').selectAll().where('schedule_id', '=', scheduleId).execute(),
    db
      .selectFrom('booking')
      .selectAll()
      .where('schedule_id', '=', scheduleId)
      .where('status', '=', 'booked')
      .execute(),
    db.selectFrom('waitlist_entry').selectAll().where('schedule_id', '=', scheduleId).execute(),
    db.selectFrom('slot').selectAll().where('schedule_id', '=', scheduleId).execute(),
  ]);
  return { draw: draw!, entries, bookings, waiting, slots };
}

/** Nothing of the draw written: open, every entry pending, no booking, no waiting, no place. */
async function expectUndrawn(db: Db, scheduleId: string) {
  const s = await drawState(db, scheduleId);
  expect(s.draw).toMatchObject({ status: 'open', pool_hash: null, outcome: null });
  expect(s.entries.every((e) => e.status === 'pending' && e.booking_id === null)).toBe(true);
  expect(s.bookings).toEqual([]);
  expect(s.waiting).toEqual([]);
  expect(s.slots.every((slot) => slot.remaining === slot.capacity)).toBe(true);
}

/**
 * A draw wholly made: each entrant exactly one outcome, the one published; bookings = won,
 * within every slot's capacity; the waiting list = those waitlisted; the record verifies.
 */
async function expectWhollyDrawn(db: Db, scheduleId: string) {
  const s = await drawState(db, scheduleId);
  expect(s.draw.status).toBe('done');
  const published = await publicDraw(db, scheduleId);
  const outcome = new Map(published.outcome!.map((o) => [o.entryId, o.result]));
  expect(published.entries!.map((e) => e.id).sort()).toEqual(s.entries.map((e) => e.id).sort());
  for (const e of s.entries) {
    const result = outcome.get(e.id)!;
    const expected = result === 'waitlist' ? 'waitlisted' : result === 'none' ? 'lost' : 'won';
    expect(e.status).toBe(expected);
  }
  const won = s.entries.filter((e) => e.status === 'won');
  expect(s.bookings.map((b) => b.id).sort()).toEqual(won.map((e) => e.booking_id).sort());
  const bookedKeys = new Set(s.bookings.map((b) => b.patient_key));
  expect(bookedKeys.size).toBe(s.bookings.length);
  expect(s.waiting.map((w) => w.id).sort()).toEqual(
    s.entries
      .filter((e) => e.status === 'waitlisted')
      .map((e) => e.id)
      .sort(),
  );
  expect(s.waiting.some((w) => bookedKeys.has(w.patient_key))).toBe(false);
  for (const slot of s.slots) {
    const held = s.bookings.filter((b) => b.slot_id === slot.id).length;
    expect(held).toBeLessThanOrEqual(slot.capacity);
    expect(slot.remaining).toBe(slot.capacity - held);
  }
  const checks = await verifyDraw(published as Parameters<typeof verifyDraw>[0]);
  expect(checks.map((c) => c.ok)).toEqual([true, true, true, true]);
  return { entries: s.entries, won: won.length };
}

describe.each(engines)('the draw under concurrency on %s', { timeout: 60_000 }, (engine) => {
  let t: TestApp;
  let h: TestHospital;
  const date = addDays(chinaToday(), 8);
  const windowStart = chinaInstant(addDays(date, -7), '08:00');
  const inWindow = new Date(windowStart.getTime() + MINUTE);
  const afterWindow = new Date(windowStart.getTime() + 5 * MINUTE + 1000);

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await testHospital(t, 1);
    await updateRules(t.db, h.id, {
      release_mode: 'draw',
      draw_minutes: 5,
      draw_clinic_types: '',
      release_time: '08:00',
      window_days: 7,
    });
  });
  afterAll(() => t.close());

  async function drawnSchedule(slots: number, capacity: number) {
    const s = await ingestSchedule(t, h, { date, slots, capacity });
    await prepareDraws(t.db, { scheduleIds: [s.scheduleId] });
    return s;
  }

  it('entries racing the draw are each in the pool with a result or refused as late', async () => {
    const s = await drawnSchedule(2, 10);
    const users = await Promise.all(
      Array.from({ length: 300 }, () => createTestUser(t.db, { verified: true })),
    );
    // PostgreSQL: the draw on a pool of its own, as another process's job would run it.
    const drawDb = engine === 'postgres' ? createDatabase(t.app.config.database) : t.db;
    const enter = (i: number) =>
      book(
        { db: t.db, sms: t.app.sms },
        { userId: users[i]!.userId, verified: true },
        { slotId: s.slotIds[i % 2]!, patientId: 'self', waitlist: i % 3 !== 0 },
        `race-${i}`,
        inWindow,
      ).then(
        (answer) => ({ answer: answer as BookingAccepted, error: undefined }),
        (error: unknown) => ({ answer: undefined, error }),
      );
    // Entries keep arriving, ten every 25 ms; the draw starts once 60 are answered, so those
    // after arrive while it claims, reads the pool and commits. On PostgreSQL the claim waits
    // while any entry holds its share lock (a crowd can hold it off; at a real window's end
    // the entries stop), so a last wave is sent once the draw is made: it must be refused.
    const calls: ReturnType<typeof enter>[] = [];
    let startDraw!: () => void;
    let drawDone = false;
    const drawn = new Promise<void>((r) => (startDraw = r))
      .then(() => runDraw(drawDb, s.scheduleId, afterWindow))
      .finally(() => (drawDone = true));
    let settled = 0;
    const send = (i: number) => {
      calls.push(enter(i));
      void calls[i]!.then(() => ++settled === 60 && startDraw());
    };
    let i = 0;
    for (; i < users.length - 10 && !drawDone; i++) {
      send(i);
      if (i % 10 === 9) await sleep(25);
    }
    const summary = await drawn;
    const lastWave = i;
    for (; i < lastWave + 10; i++) send(i);
    const results = await Promise.all(calls);
    if (drawDb !== t.db) await drawDb.destroy();

    const accepted = results.filter((r) => r.answer);
    const late = results.filter((r) => r.error);
    for (const r of late) expect(r.error).toMatchObject({ code: 'DRAW_PENDING', statusCode: 409 });
    expect(late.every((r) => r.error instanceof AppError)).toBe(true);
    // The race happened: some entries made it in and some came too late.
    expect(accepted.length).toBeGreaterThanOrEqual(60);
    expect(late.length).toBeGreaterThanOrEqual(10);
    expect(results.slice(lastWave).every((r) => r.error)).toBe(true);

    const { entries, won } = await expectWhollyDrawn(t.db, s.scheduleId);
    expect(summary).toMatchObject({ entries: accepted.length, won });
    expect(entries.map((e) => e.id).sort()).toEqual(accepted.map((r) => r.answer!.entry.id).sort());
    expect(entries.every((e) => e.status !== 'pending')).toBe(true);
    // A late entrant holds nothing: no entry (checked above), no booking, no waiting place.
    const lateIds = new Set(late.map((r) => users[results.indexOf(r)]!.userId));
    const theirs = await t.db
      .selectFrom('booking')
      .select('id')
      .where('account_id', 'in', [...lateIds])
      .execute();
    expect(theirs).toEqual([]);
    expect(won).toBe(Math.min(20, accepted.length));
  });

  it('two processes reaching the window end at once draw it once', async () => {
    const s = await drawnSchedule(3, 20);
    await writePool(t.db, s.scheduleId, s.slotIds, 400, inWindow.toISOString());
    const processes = [0, 1].map(() =>
      drawProcess(t.app.config.database, s.scheduleId, afterWindow),
    );
    await Promise.all(processes.map((p) => p.line('ready')));
    for (const p of processes) p.go();
    const lines = await Promise.all(processes.map((p) => p.line('summary ')));
    const summaries = lines.map((l) => JSON.parse(l.slice('summary '.length)) as unknown);
    expect(summaries.filter((x) => x === null)).toHaveLength(1);
    const made = summaries.find((x) => x !== null) as { entries: number; won: number };
    expect(made).toMatchObject({ entries: 400, won: 60 });
    for (const p of processes) expect((await p.exited).code).toBe(0);
    const { won } = await expectWhollyDrawn(t.db, s.scheduleId);
    expect(won).toBe(60);
    // And the draw stays made: a third run finds nothing to do.
    expect(await runDraw(t.db, s.scheduleId, afterWindow)).toBeUndefined();
  });

  it('kill -9 while the draw is open leaves it undone; drawn again it completes', async () => {
    const s = await drawnSchedule(10, 30);
    await writePool(t.db, s.scheduleId, s.slotIds, 3000, inWindow.toISOString());
    const child = drawProcess(t.app.config.database, s.scheduleId, afterWindow);
    await child.line('ready');
    const claimed = drawClaimed(t.app.config.database, s.scheduleId);
    child.go();
    await child.line('drawing');
    // Killed the moment another connection finds the draw row claimed by an open transaction.
    for (let i = 0; !(await claimed.test()); i++) {
      if (i > 5000) throw new Error('the draw row was never seen claimed');
      await sleep(1);
    }
    child.kill();
    expect((await child.exited).signal).toBe('SIGKILL');
    await claimed.close();
    // Killed inside its transaction (the claim is its first statement, the commit its last,
    // hundreds of milliseconds apart for this pool): nothing of it is left.
    await expectUndrawn(t.db, s.scheduleId);

    // As after a restart: the job draws it again, wholly, from the same seed and pool.
    const summary = await runDraw(t.db, s.scheduleId, afterWindow);
    expect(summary).toMatchObject({ entries: 3000, won: 300 });
    expect(summary!.won + summary!.waitlisted + summary!.lost).toBe(3000);
    const { won } = await expectWhollyDrawn(t.db, s.scheduleId);
    expect(won).toBe(300);
  });
});

/**
 * Whether the draw row is held by another connection's open transaction (the claim): a write
 * lock on SQLite, the row's lock on PostgreSQL, tried without waiting.
 */
function drawClaimed(database: TestApp['app']['config']['database'], scheduleId: string) {
  if (database.kind === 'sqlite') {
    const probe = new Database(database.file, { timeout: 0 });
    return {
      test: async () => {
        try {
          probe.exec('begin immediate');
          probe.exec('rollback');
          return false;
        } catch (error) {
          if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
          throw error;
        }
      },
      close: async () => probe.close(),
    };
  }
  const client = new pg.Client({
    connectionString: database.url,
    options: `-c search_path=${database.schema}`,
  });
  const connected = client.connect();
  return {
    test: async () => {
      await connected;
      await client.query('begin');
      try {
        await client.query('select 1 from draw where schedule_id = $1 for update nowait', [
          scheduleId,
        ]);
        return false;
      } catch (error) {
        if ((error as { code?: string }).code === '55P03') return true;
        throw error;
      } finally {
        await client.query('rollback');
      }
    },
    close: () => client.end(),
  };
}
