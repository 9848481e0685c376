import type { BookingList, Schedule } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bookingClient,
  bookingDays,
  testHospital,
  type TestHospital,
} from '../../test/booking-fixtures.js';
import { lastSmsCode, createTestUser } from '../../test/accounts.js';
import { addDays, cancelDeadline, chinaInstant } from '../hospitals/schedule-time.js';
import { findRules } from '../hospitals/schedule.service.js';
import { cancelBooking } from './cancel.service.js';
import { sendReminders } from './reminders.js';

describe.each(engines)('booking rules on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let c: ReturnType<typeof bookingClient>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await testHospital(t);
    c = bookingClient(t, h);
  });
  afterAll(() => t.close());

  const { today, day } = bookingDays();

  it('books a slot for the holder: queue number, 8-digit pickup code, masked patient', async () => {
    const user = await c.verified();
    const s = await c.schedule();
    const { status, body } = await c.book(user, s.slotIds[0]!);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'booked',
      queueNo: 1,
      slotId: s.slotIds[0],
      scheduleId: s.scheduleId,
      date: day,
      start: '08:00',
      end: '08:30',
      patient: { id: 'self', relation: '本人' },
    });
    expect(body.pickupCode).toMatch(/^\d{8}$/);
    expect(body.patient.name).toBe('测**户');
    expect(body.patient.idNo).toMatch(/^\d{3}\*+\d{3}[\dX]$/);
    expect(await c.remaining(s.scheduleId)).toBe(9);
    const second = await c.book(await c.verified(), s.slotIds[0]!);
    expect(second.body.queueNo).toBe(2);
  });

  it('refuses a sold-out slot at once, and books the place a cancellation frees at once', async () => {
    const [first, second] = [await c.verified(), await c.verified()];
    const s = await c.schedule(day, { date: day, slots: 1, capacity: 1 });
    const taken = await c.book(first, s.slotIds[0]!);
    expect(taken.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const refused = await c.book(second, s.slotIds[0]!);
      expect([refused.status, refused.body.code]).toEqual([409, 'SLOT_FULL']);
    }
    expect((await c.cancel(first, taken.body.id)).status).toBe(200);
    // The refusals above must not outlive the place coming back.
    expect((await c.book(second, s.slotIds[0]!)).status).toBe(200);
  });

  it('returns the same booking for a retried key and refuses the key with another body', async () => {
    const user = await c.verified();
    const s = await c.schedule();
    const first = await c.book(user, s.slotIds[0]!, 'self', 'same-key');
    const again = await c.book(user, s.slotIds[0]!, 'self', 'same-key');
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const other = await c.book(user, s.slotIds[1]!, 'self', 'same-key');
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await c.remaining(s.scheduleId)).toBe(9);
  });

  it('requires the key header, a verified identity and an own patient', async () => {
    const s = await c.schedule();
    const user = await c.verified();
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      query: { user: user.token },
      payload: { slotId: s.slotIds[0], patientId: 'self' },
    });
    expect(noKey.statusCode).toBe(400);
    const unverified = await c.book(await createTestUser(t.db), s.slotIds[0]!);
    expect(unverified.status).toBe(403);
    expect(unverified.body.code).toBe('IDENTITY_REQUIRED');
    const stranger = await c.book(user, s.slotIds[0]!, 'someone-elses-member');
    expect(stranger.status).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'idempotency-key': 'anon' },
      payload: { slotId: s.slotIds[0], patientId: 'self' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a full slot, an unreleased day, a begun period and a stopped schedule', async () => {
    const full = await c.schedule(day, { date: day, slots: 1, capacity: 1, taken: 1 });
    const r1 = await c.book(await c.verified(), full.slotIds[0]!);
    expect([r1.status, r1.body.code]).toEqual([409, 'SLOT_FULL']);

    const later = await c.schedule(addDays(today, 9));
    const r2 = await c.book(await c.verified(), later.slotIds[0]!);
    expect([r2.status, r2.body.code]).toEqual([409, 'NOT_RELEASED']);
    expect(r2.body.message).toMatch(/将于 \d+月\d+日 08:00 放号/);

    const past = await c.schedule(addDays(today, -1));
    const r3 = await c.book(await c.verified(), past.slotIds[0]!);
    expect([r3.status, r3.body.code]).toEqual([409, 'CLOSED']);

    const stopped = await c.schedule(day, { date: day, stopped: '医生外出会诊' });
    const r4 = await c.book(await c.verified(), stopped.slotIds[0]!);
    expect([r4.status, r4.body.code]).toEqual([409, 'CLOSED']);
    expect(r4.body.message).toContain('医生外出会诊');

    const res = await t.app.inject({
      url: '/api/schedules',
      query: { doctorId: h.doctorIds[0]!, from: addDays(today, -1), to: addDays(today, 9) },
    });
    const states = new Map((res.json() as Schedule[]).map((s) => [s.id, s.state]));
    expect(states.get(full.scheduleId)).toBe('full');
    expect(states.get(later.scheduleId)).toBe('not_released');
    expect(states.get(past.scheduleId)).toBe('closed');
    expect(states.get(stopped.scheduleId)).toBe('stopped');
  });

  it('allows one booking per patient and schedule, but the family member books too', async () => {
    const user = await c.verified();
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/family',
      query: { user: user.token },
      payload: {
        name: '王芳',
        type: '01',
        idno: '11010519491231002X',
        phone: '13700000009',
        relation: '父母',
      },
    });
    expect(member.statusCode).toBe(200);
    const s = await c.schedule();
    expect((await c.book(user, s.slotIds[0]!)).status).toBe(200);
    const dup = await c.book(user, s.slotIds[1]!);
    expect([dup.status, dup.body.code]).toEqual([409, 'DUPLICATE_BOOKING']);
    const forMember = await c.book(user, s.slotIds[1]!, (member.json() as { id: string }).id);
    expect(forMember.status).toBe(200);
    expect(forMember.body.patient.relation).toBe('父母');
  });

  it('limits a patient to 2 a day and 4 open bookings, naming when it frees up', async () => {
    const user = await c.verified();
    const doctors = h.doctorIds;
    const on = async (date: string, doctor: string) =>
      c.book(user, (await c.schedule(date, { date, doctorId: doctor })).slotIds[0]!);
    expect((await on(day, doctors[0]!)).status).toBe(200);
    expect((await on(day, doctors[1]!)).status).toBe(200);
    const third = await on(day, doctors[2]!);
    expect([third.status, third.body.code]).toEqual([409, 'DAILY_LIMIT']);
    expect(third.body.message).toContain('每天最多预约 2 个号');
    const next = addDays(day, 1);
    expect((await on(next, doctors[0]!)).status).toBe(200);
    expect((await on(next, doctors[1]!)).status).toBe(200);
    const fifth = await on(addDays(day, 2), doctors[0]!);
    expect([fifth.status, fifth.body.code]).toEqual([409, 'OPEN_LIMIT']);
    expect(fifth.body.message).toContain(day);
  });

  it('counts 8 bookings in 30 days, cancelled ones included', async () => {
    const user = await c.verified();
    const s = await c.schedule(day, { date: day, slots: 1, capacity: 20 });
    for (let i = 0; i < 8; i++) {
      const made = await c.book(user, s.slotIds[0]!);
      expect(made.status).toBe(200);
      expect((await c.cancel(user, made.body.id)).status).toBe(200);
    }
    const ninth = await c.book(user, s.slotIds[0]!);
    expect([ninth.status, ninth.body.code]).toEqual([409, 'MONTHLY_LIMIT']);
    expect(ninth.body.message).toMatch(/30 天内最多预约 8 次.*后可再约/);
  });

  it('cancels own bookings only, returns the place, and refuses after the deadline', async () => {
    const user = await c.verified();
    const s = await c.schedule();
    const made = await c.book(user, s.slotIds[0]!);
    const other = await c.cancel(await c.verified(), made.body.id);
    expect(other.status).toBe(404);
    const rules = await findRules(t.db, h.id);
    const late = new Date(cancelDeadline(day, rules).getTime() + 1000);
    await expect(
      cancelBooking({ db: t.db, sms: t.app.sms }, user.userId, made.body.id, late),
    ).rejects.toMatchObject({ code: 'CANCEL_DEADLINE_PASSED' });
    const done = await c.cancel(user, made.body.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'cancelled', cancelReason: '本人取消' });
    expect(await c.remaining(s.scheduleId)).toBe(10);
    const twice = await c.cancel(user, made.body.id);
    expect([twice.status, twice.body.code]).toEqual([409, 'NOT_CANCELLABLE']);
  });

  it('lists own bookings newest first with a status filter, and sends a calendar file', async () => {
    const user = await c.verified();
    const a = await c.book(user, (await c.schedule()).slotIds[0]!);
    const b = await c.book(user, (await c.schedule(addDays(day, 1))).slotIds[0]!);
    await c.cancel(user, a.body.id);
    const all = await t.app.inject({ url: '/api/bookings', query: { user: user.token } });
    expect((all.json() as BookingList).list.map((x) => x.id)).toEqual([b.body.id, a.body.id]);
    const open = await t.app.inject({
      url: '/api/bookings',
      query: { user: user.token, status: 'booked' },
    });
    expect((open.json() as BookingList).list.map((x) => x.id)).toEqual([b.body.id]);
    // Personal data never sits in a shared cache.
    expect(open.headers['cache-control']).toBe('no-store');
    const ics = await t.app.inject({
      url: `/api/bookings/${b.body.id}/calendar.ics`,
      query: { user: user.token },
    });
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.payload.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.payload).toMatch(/DTSTART:\d{8}T000000Z\r\n/);
    // Folded at 75 octets (RFC 5545), continuations starting with a space.
    const lines = ics.payload.split('\r\n');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    expect(ics.payload.replace(/\r\n /g, '')).toContain(`取号密码 ${b.body.pickupCode}`);
    const foreign = await t.app.inject({
      url: `/api/bookings/${b.body.id}/calendar.ics`,
      query: { user: (await c.verified()).token },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('suspends booking after 3 no-shows in 180 days and says until when', async () => {
    const user = await c.verified();
    for (const [date, doctor] of [
      [day, 0],
      [day, 1],
      [addDays(day, 1), 0],
    ] as const) {
      const made = await c.book(
        user,
        (await c.schedule(date, { date, doctorId: h.doctorIds[doctor] })).slotIds[0]!,
      );
      const visit = await t.app.inject({
        method: 'POST',
        url: '/api/ingest/visits',
        headers: { authorization: `Bearer ${h.key}` },
        payload: { bookingId: made.body.id, status: 'no_show' },
      });
      expect(visit.statusCode).toBe(200);
    }
    const refused = await c.book(user, (await c.schedule(addDays(day, 3))).slotIds[0]!);
    expect([refused.status, refused.body.code]).toEqual([409, 'SUSPENDED']);
    const until = addDays(addDays(day, 1), 90);
    expect(refused.body.message).toContain(`${until} 起可再预约`);
    const list = await t.app.inject({ url: '/api/bookings', query: { user: user.token } });
    expect((list.json() as BookingList).suspensions).toMatchObject([{ patientId: 'self', until }]);
  });

  it('texts a reminder from 18:00 the day before, once', async () => {
    const user = await c.verified();
    const tomorrow = addDays(today, 1);
    const made = await c.book(
      user,
      (await c.schedule(tomorrow, { date: tomorrow, period: 'night' })).slotIds[0]!,
    );
    expect(made.status).toBe(200);
    const deps = { db: t.db, sms: t.app.sms };
    expect(await sendReminders(deps, chinaInstant(today, '17:59'))).toBe(0);
    expect(await sendReminders(deps, chinaInstant(today, '18:05'))).toBeGreaterThanOrEqual(1);
    expect(lastSmsCode(t.app, user.phone, 'booking_reminder')).toBe(made.body.pickupCode);
    expect(await sendReminders(deps, chinaInstant(today, '18:20'))).toBe(0);
  });
});
