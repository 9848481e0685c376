import { verifyDraw, type BookingAccepted, type PublicDraw } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ingestSchedule, testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import { createTestUser, type TestUser } from '../../test/accounts.js';
import { chinaToday } from '../../lib/china-day.js';
import { addDays, chinaInstant } from '../hospitals/schedule-time.js';
import { updateRules } from '../hospitals/hospitals.service.js';
import { book } from '../booking/booking.service.js';
import { joinWaitlist } from '../booking/waitlist.service.js';
import type { SmsMessage } from '../../lib/sms.js';
import { prepareDraws } from './draw-prepare.js';
import { runDraw, runDueDraws } from './draw-run.js';

const MINUTE = 60_000;

describe.each(engines)('fair release by draw on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let keys = 0;
  // Released tomorrow 08:00 China time for the day after next week: the window is ahead.
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
      waitlist_limit: 2,
    });
  });
  afterAll(() => t.close());

  async function drawnSchedule(slots = 2, capacity = 2) {
    const s = await ingestSchedule(t, h, { date, slots, capacity });
    await prepareDraws(t.db, { scheduleIds: [s.scheduleId] });
    return s;
  }

  const enter = (
    user: TestUser,
    slotId: string,
    extra: { preferredSlotIds?: string[]; waitlist?: boolean } = {},
    now = inWindow,
    key = `draw-${++keys}`,
  ) =>
    book(
      { db: t.db, sms: t.app.sms },
      { userId: user.userId, verified: true },
      { slotId, patientId: 'self', ...extra },
      key,
      now,
    );

  const publicDraw = async (scheduleId: string) =>
    (await t.app.inject({ url: `/api/draws/${scheduleId}` })).json() as PublicDraw;

  it('publishes the window and the commitment before it opens, and refuses booking early', async () => {
    const s = await drawnSchedule();
    const list = await t.app.inject({
      url: '/api/schedules',
      query: { hospitalId: h.id, from: date, to: date },
    });
    const schedule = (list.json() as { id: string; state: string; draw: unknown }[]).find(
      (x) => x.id === s.scheduleId,
    )!;
    expect(schedule.state).toBe('not_released');
    expect(schedule.draw).toEqual({
      windowStart: windowStart.toISOString(),
      windowEnd: new Date(windowStart.getTime() + 5 * MINUTE).toISOString(),
      done: false,
    });
    const before = await publicDraw(s.scheduleId);
    expect(before).toMatchObject({ status: 'upcoming', entryCount: 0, seed: null });
    expect(before.commitment).toMatch(/^[0-9a-f]{64}$/);
    const user = await createTestUser(t.db, { verified: true });
    const early = enter(user, s.slotIds[0]!, {}, new Date(windowStart.getTime() - 1000));
    await expect(early).rejects.toMatchObject({ code: 'NOT_RELEASED', statusCode: 409 });
  });

  it('records entries without taking places: one per patient, idempotent by key', async () => {
    const s = await drawnSchedule();
    const user = await createTestUser(t.db, { verified: true });
    const first = (await enter(user, s.slotIds[0]!, {}, inWindow, 'same')) as BookingAccepted;
    expect(first.entry).toMatchObject({ status: 'pending', scheduleId: s.scheduleId });
    expect(first.entry.resultAt).toBe(new Date(windowStart.getTime() + 5 * MINUTE).toISOString());
    const again = (await enter(user, s.slotIds[0]!, {}, inWindow, 'same')) as BookingAccepted;
    expect(again.entry.id).toBe(first.entry.id);
    await expect(
      enter(user, s.slotIds[0]!, { waitlist: false }, inWindow, 'same'),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    await expect(enter(user, s.slotIds[1]!)).rejects.toMatchObject({ code: 'DUPLICATE_ENTRY' });
    await expect(
      enter(await createTestUser(t.db, { verified: true }), s.slotIds[0]!, {
        preferredSlotIds: ['not-a-slot'],
      }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', statusCode: 400 });
    const slots = await t.app.inject({ url: `/api/schedules/${s.scheduleId}/slots` });
    expect((slots.json() as { remaining: number }[]).map((x) => x.remaining)).toEqual([2, 2]);
    expect(await publicDraw(s.scheduleId)).toMatchObject({ entryCount: 1, seed: null });
    // The waiting list of a drawn schedule is joined by entering the draw.
    const waiting = joinWaitlist(
      t.db,
      user.userId,
      { scheduleId: s.scheduleId, patientId: 'self' },
      inWindow,
    );
    await expect(waiting).rejects.toMatchObject({ code: 'NOT_FULL', message: /登记抽签/ });
    // Late: the window has ended and the draw is being made.
    const late = enter(
      await createTestUser(t.db, { verified: true }),
      s.slotIds[0]!,
      {},
      afterWindow,
    );
    await expect(late).rejects.toMatchObject({ code: 'DRAW_PENDING', statusCode: 409 });
  });

  it('tells apart twins written in one batch: the same key is one entry, the same patient a duplicate', async () => {
    const s = await drawnSchedule();
    const user = await createTestUser(t.db, { verified: true });
    const [a, b] = (await Promise.all([
      enter(user, s.slotIds[0]!, {}, inWindow, 'twin'),
      enter(user, s.slotIds[0]!, {}, inWindow, 'twin'),
    ])) as BookingAccepted[];
    expect(a!.entry.id).toBe(b!.entry.id);
    const other = await createTestUser(t.db, { verified: true });
    const both = await Promise.allSettled([
      enter(other, s.slotIds[0]!, {}, inWindow, 'first'),
      enter(other, s.slotIds[1]!, {}, inWindow, 'second'),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = both.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'DUPLICATE_ENTRY', statusCode: 409 });
    expect(await publicDraw(s.scheduleId)).toMatchObject({ entryCount: 2 });
  });

  it('checks each entry of one batch on its own: limits and preferred slots', async () => {
    const limited = await createTestUser(t.db, { verified: true });
    const { daily_limit: dailyLimit } = await t.db
      .selectFrom('booking_rule')
      .select('daily_limit')
      .where('hospital_id', '=', h.id)
      .executeTakeFirstOrThrow();
    // A first-come booking elsewhere, moved to the draw's day, with the daily limit at 1.
    await updateRules(t.db, h.id, { release_mode: 'first_come' });
    const plain = await ingestSchedule(t, h, { date: addDays(chinaToday(), 2), slots: 1 });
    await book(
      { db: t.db, sms: t.app.sms },
      { userId: limited.userId, verified: true },
      { slotId: plain.slotIds[0]!, patientId: 'self' },
      `batch-limit-${keys++}`,
    );
    await t.db
      .updateTable('booking')
      .set({ date })
      .where('account_id', '=', limited.userId)
      .execute();
    await updateRules(t.db, h.id, { release_mode: 'draw', daily_limit: 1 });
    const s = await drawnSchedule();
    const [a, b] = await Promise.all([1, 2].map(() => createTestUser(t.db, { verified: true })));
    // Called in one turn of the event loop: one batch (entry-batch.ts).
    const [ok, refused, invalid] = await Promise.allSettled([
      enter(a!, s.slotIds[0]!, { preferredSlotIds: [s.slotIds[1]!] }),
      enter(limited, s.slotIds[0]!),
      enter(b!, s.slotIds[0]!, { preferredSlotIds: ['not-a-slot'] }),
    ]);
    await updateRules(t.db, h.id, { daily_limit: dailyLimit });
    expect(ok).toMatchObject({ status: 'fulfilled' });
    const entry = (ok as PromiseFulfilledResult<BookingAccepted>).value.entry;
    expect(entry.preferredSlots.map((p) => p.id)).toEqual([s.slotIds[1]]);
    expect(refused).toMatchObject({
      status: 'rejected',
      reason: { code: 'DAILY_LIMIT', statusCode: 409 },
    });
    expect(invalid).toMatchObject({
      status: 'rejected',
      reason: { code: 'INVALID_INPUT', statusCode: 400 },
    });
    expect(await publicDraw(s.scheduleId)).toMatchObject({ entryCount: 1 });
  });

  it('decides in the batch what a lookup remembered by the crowd cannot: a reused key, a stop made elsewhere, a retry', async () => {
    // A booking under a key, made first come before the hospital drew.
    const reuser = await createTestUser(t.db, { verified: true });
    await updateRules(t.db, h.id, { release_mode: 'first_come' });
    const plain = await ingestSchedule(t, h, { date: addDays(chinaToday(), 2), slots: 1 });
    await book(
      { db: t.db, sms: t.app.sms },
      { userId: reuser.userId, verified: true },
      { slotId: plain.slotIds[0]!, patientId: 'self' },
      'used-for-a-booking',
    );
    await updateRules(t.db, h.id, { release_mode: 'draw' });
    const s = await drawnSchedule();
    const first = await createTestUser(t.db, { verified: true });
    // This entry's lookup is remembered; the presses below reuse it (slot-memory.ts).
    const entered = (await enter(first, s.slotIds[0]!, {}, inWindow, 'first')) as BookingAccepted;
    await expect(
      enter(reuser, s.slotIds[0]!, {}, inWindow, 'used-for-a-booking'),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH', statusCode: 422 });
    // 停诊 committed by another process, which this one has not heard of yet.
    await t.db
      .updateTable('schedule')
      .set({ state: 'stopped', stop_reason: '专家外出会诊' })
      .where('id', '=', s.scheduleId)
      .execute();
    const stopped = enter(await createTestUser(t.db, { verified: true }), s.slotIds[0]!);
    await expect(stopped).rejects.toMatchObject({
      code: 'CLOSED',
      statusCode: 409,
      message: expect.stringMatching(/专家外出会诊/),
    });
    // A retry of the entry made is answered with it, whatever would refuse a new one now.
    const again = (await enter(first, s.slotIds[0]!, {}, inWindow, 'first')) as BookingAccepted;
    expect(again.entry.id).toBe(entered.entry.id);
    expect(await publicDraw(s.scheduleId)).toMatchObject({ entryCount: 1 });
  });

  it('draws once: places by preference, the rest waitlisted in order or lost, all published and verifiable', async () => {
    const s = await drawnSchedule(2, 2);
    const users = await Promise.all(
      Array.from({ length: 9 }, () => createTestUser(t.db, { verified: true })),
    );
    for (const [i, user] of users.entries()) {
      const prefer =
        i % 3 === 0 ? [s.slotIds[1]!] : i % 3 === 1 ? [s.slotIds[0]!, s.slotIds[1]!] : [];
      await enter(user, s.slotIds[0]!, { preferredSlotIds: prefer, waitlist: i % 2 === 0 });
    }
    const summary = await runDraw(t.db, s.scheduleId, afterWindow);
    expect(summary).toEqual({
      entries: 9,
      won: 4,
      waitlisted: expect.any(Number),
      lost: expect.any(Number),
    });
    expect(summary!.won + summary!.waitlisted + summary!.lost).toBe(9);
    // A second process arriving later finds it made.
    expect(await runDraw(t.db, s.scheduleId, afterWindow)).toBeUndefined();

    const published = await publicDraw(s.scheduleId);
    expect(published.status).toBe('done');
    expect(published.entries).toHaveLength(9);
    expect(published.entries!.every((e) => /\*/.test(e.name))).toBe(true);
    const checks = await verifyDraw({
      ...published,
      seed: published.seed!,
      poolHash: published.poolHash!,
      entries: published.entries!,
      places: published.places!,
      outcome: published.outcome!,
    });
    expect(checks.every((c) => c.ok)).toBe(true);

    const slots = await t.app.inject({ url: `/api/schedules/${s.scheduleId}/slots` });
    expect((slots.json() as { remaining: number }[]).map((x) => x.remaining)).toEqual([0, 0]);
    // Each entrant has exactly one outcome, matching the published one.
    for (const user of users) {
      const mine = await t.app.inject({ url: '/api/draws/entries', query: { user: user.token } });
      const entries = mine.json() as { id: string; status: string; bookingId: string | null }[];
      expect(entries).toHaveLength(1);
      const item = published.outcome!.find((o) => o.entryId === entries[0]!.id)!;
      const expected =
        item.result === 'waitlist' ? 'waitlisted' : item.result === 'none' ? 'lost' : 'won';
      expect(entries[0]!.status).toBe(expected);
      const bookings = await t.app.inject({ url: '/api/bookings', query: { user: user.token } });
      const list = (bookings.json() as { list: { id: string; slotId: string }[] }).list;
      if (expected === 'won') {
        expect(list.map((b) => b.id)).toEqual([entries[0]!.bookingId]);
        expect(list[0]!.slotId).toBe(item.result);
      } else {
        expect(list).toEqual([]);
      }
    }
    // The waiting list keeps the draw's order.
    const waiting = await t.db
      .selectFrom('waitlist_entry')
      .select(['id', 'seq'])
      .where('schedule_id', '=', s.scheduleId)
      .orderBy('seq')
      .execute();
    const drawnWaiting = published
      .outcome!.filter((o) => o.result === 'waitlist')
      .map((o) => o.entryId);
    expect(waiting.map((w) => w.id)).toEqual(drawnWaiting);
  });

  it('rechecks the booking limits at allocation and books left-over places first come after', async () => {
    const s = await drawnSchedule(1, 3);
    const limited = await createTestUser(t.db, { verified: true });
    const other = await createTestUser(t.db, { verified: true });
    await enter(limited, s.slotIds[0]!);
    await enter(other, s.slotIds[0]!);
    // After entering, the limited patient reaches the daily limit (2) elsewhere that day.
    await updateRules(t.db, h.id, { release_mode: 'first_come' });
    for (let i = 0; i < 2; i++) {
      const plain = await ingestSchedule(t, h, { date: addDays(chinaToday(), 2), slots: 1 });
      await book(
        { db: t.db, sms: t.app.sms },
        { userId: limited.userId, verified: true },
        { slotId: plain.slotIds[0]!, patientId: 'self' },
        `limit-${i}-${keys++}`,
      );
    }
    await updateRules(t.db, h.id, { daily_limit: 2, release_mode: 'draw' });
    // The limit is for the visit day: make the two bookings' day the draw's day.
    await t.db
      .updateTable('booking')
      .set({ date })
      .where('account_id', '=', limited.userId)
      .execute();
    await runDraw(t.db, s.scheduleId, afterWindow);
    const published = await publicDraw(s.scheduleId);
    const refused = published.outcome!.filter((o) => o.refused);
    expect(refused.map((o) => o.refused)).toEqual(['超过每日限约']);
    const mine = await t.app.inject({ url: '/api/draws/entries', query: { user: limited.token } });
    const entry = (mine.json() as { status: string; refusedReason: string }[])[0]!;
    expect(entry.status).toBe('lost');
    expect(entry.refusedReason).toMatch(/每天最多预约 2 个号/);
    expect(
      (await verifyDraw(published as Required<typeof published> as never)).every((c) => c.ok),
    ).toBe(true);
    // Two places left after the draw: first come, as today.
    const late = await createTestUser(t.db, { verified: true });
    const booked = await book(
      { db: t.db, sms: t.app.sms },
      { userId: late.userId, verified: true },
      { slotId: s.slotIds[0]!, patientId: 'self' },
      `late-${keys++}`,
      new Date(afterWindow.getTime() + MINUTE),
    );
    expect(booked).toMatchObject({ status: 'booked' });
  });

  it('the job draws what is due and texts every entrant once', async () => {
    const s = await drawnSchedule(1, 1);
    const users = await Promise.all([1, 2, 3].map(() => createTestUser(t.db, { verified: true })));
    for (const user of users) await enter(user, s.slotIds[0]!, { waitlist: false });
    const sent: SmsMessage[] = [];
    const sms = { send: async (m: SmsMessage) => void sent.push(m) };
    expect(await runDueDraws({ db: t.db, sms }, afterWindow)).toBeGreaterThanOrEqual(1);
    await runDueDraws({ db: t.db, sms }, afterWindow);
    const theirs = sent.filter((m) => users.some((u) => u.phone === m.phone));
    expect(theirs).toHaveLength(3);
    expect(theirs.every((m) => m.purpose === 'draw_result')).toBe(true);
    const won = theirs.filter((m) => m.text!.includes('已中签'));
    expect(won).toHaveLength(1);
    expect(won[0]!.code).toMatch(/^\d{8}$/);
  });
});
