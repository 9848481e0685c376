import type { Booking, BookingList, Schedule, WaitlistEntry } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { chinaToday } from '../../lib/china-day.js';
import { createTestUser, lastSmsCode, type TestUser } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  addDays,
  cancelDeadline,
  chinaInstant,
  findRules,
} from '../hospitals/hospitals.service.js';
import { sweepBookings } from './hospital-side.service.js';
import { sendReminders } from './reminders.js';
import { ingestSchedule, testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import { cancelBooking } from './booking.service.js';

describe.each(engines)('booking on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  const today = chinaToday();
  // Two days ahead: released, and its cancel deadline (18:00 the day before) still ahead.
  const day = addDays(today, 2);
  let keySerial = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await testHospital(t);
  });
  afterAll(() => t.close());

  const book = async (user: TestUser, slotId: string, patientId = 'self', key?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      query: { user: user.token },
      headers: { 'idempotency-key': key ?? `k${++keySerial}` },
      payload: { slotId, patientId },
    });
    return {
      status: res.statusCode,
      body: res.json() as Booking & { code: string; message: string },
    };
  };
  const cancel = async (user: TestUser, id: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      query: { user: user.token },
    });
    return {
      status: res.statusCode,
      body: res.json() as Booking & { code: string; message: string },
    };
  };
  const verified = () => createTestUser(t.db, { verified: true });
  const schedule = (date = day, extra: Parameters<typeof ingestSchedule>[2] = { date }) =>
    ingestSchedule(t, h, { ...extra, date });
  const remaining = async (scheduleId: string) => {
    const res = await t.app.inject({ url: `/api/schedules/${scheduleId}/slots` });
    return (res.json() as { remaining: number }[]).reduce((n, s) => n + s.remaining, 0);
  };

  it('books a slot for the holder: queue number, 8-digit pickup code, masked patient', async () => {
    const user = await verified();
    const s = await schedule();
    const { status, body } = await book(user, s.slotIds[0]!);
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
    expect(await remaining(s.scheduleId)).toBe(9);
    const second = await book(await verified(), s.slotIds[0]!);
    expect(second.body.queueNo).toBe(2);
  });

  it('returns the same booking for a retried key and refuses the key with another body', async () => {
    const user = await verified();
    const s = await schedule();
    const first = await book(user, s.slotIds[0]!, 'self', 'same-key');
    const again = await book(user, s.slotIds[0]!, 'self', 'same-key');
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const other = await book(user, s.slotIds[1]!, 'self', 'same-key');
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await remaining(s.scheduleId)).toBe(9);
  });

  it('requires the key header, a verified identity and an own patient', async () => {
    const s = await schedule();
    const user = await verified();
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      query: { user: user.token },
      payload: { slotId: s.slotIds[0], patientId: 'self' },
    });
    expect(noKey.statusCode).toBe(400);
    const unverified = await book(await createTestUser(t.db), s.slotIds[0]!);
    expect(unverified.status).toBe(403);
    expect(unverified.body.code).toBe('IDENTITY_REQUIRED');
    const stranger = await book(user, s.slotIds[0]!, 'someone-elses-member');
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
    const full = await schedule(day, { date: day, slots: 1, capacity: 1, taken: 1 });
    const r1 = await book(await verified(), full.slotIds[0]!);
    expect([r1.status, r1.body.code]).toEqual([409, 'SLOT_FULL']);

    const later = await schedule(addDays(today, 9));
    const r2 = await book(await verified(), later.slotIds[0]!);
    expect([r2.status, r2.body.code]).toEqual([409, 'NOT_RELEASED']);
    expect(r2.body.message).toMatch(/将于 \d+月\d+日 08:00 放号/);

    const past = await schedule(addDays(today, -1));
    const r3 = await book(await verified(), past.slotIds[0]!);
    expect([r3.status, r3.body.code]).toEqual([409, 'CLOSED']);

    const stopped = await schedule(day, { date: day, stopped: '医生外出会诊' });
    const r4 = await book(await verified(), stopped.slotIds[0]!);
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
    const user = await verified();
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
    const s = await schedule();
    expect((await book(user, s.slotIds[0]!)).status).toBe(200);
    const dup = await book(user, s.slotIds[1]!);
    expect([dup.status, dup.body.code]).toEqual([409, 'DUPLICATE_BOOKING']);
    const forMember = await book(user, s.slotIds[1]!, (member.json() as { id: string }).id);
    expect(forMember.status).toBe(200);
    expect(forMember.body.patient.relation).toBe('父母');
  });

  it('limits a patient to 2 a day and 4 open bookings, naming when it frees up', async () => {
    const user = await verified();
    const doctors = h.doctorIds;
    const on = async (date: string, doctor: string) =>
      book(user, (await schedule(date, { date, doctorId: doctor })).slotIds[0]!);
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
    const user = await verified();
    const s = await schedule(day, { date: day, slots: 1, capacity: 20 });
    for (let i = 0; i < 8; i++) {
      const made = await book(user, s.slotIds[0]!);
      expect(made.status).toBe(200);
      expect((await cancel(user, made.body.id)).status).toBe(200);
    }
    const ninth = await book(user, s.slotIds[0]!);
    expect([ninth.status, ninth.body.code]).toEqual([409, 'MONTHLY_LIMIT']);
    expect(ninth.body.message).toMatch(/30 天内最多预约 8 次.*后可再约/);
  });

  it('cancels own bookings only, returns the place, and refuses after the deadline', async () => {
    const user = await verified();
    const s = await schedule();
    const made = await book(user, s.slotIds[0]!);
    const other = await cancel(await verified(), made.body.id);
    expect(other.status).toBe(404);
    const rules = await findRules(t.db, h.id);
    const late = new Date(cancelDeadline(day, rules).getTime() + 1000);
    await expect(
      cancelBooking({ db: t.db, sms: t.app.sms }, user.userId, made.body.id, late),
    ).rejects.toMatchObject({ code: 'CANCEL_DEADLINE_PASSED' });
    const done = await cancel(user, made.body.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'cancelled', cancelReason: '本人取消' });
    expect(await remaining(s.scheduleId)).toBe(10);
    const twice = await cancel(user, made.body.id);
    expect([twice.status, twice.body.code]).toEqual([409, 'NOT_CANCELLABLE']);
  });

  it('lists own bookings newest first with a status filter, and sends a calendar file', async () => {
    const user = await verified();
    const a = await book(user, (await schedule()).slotIds[0]!);
    const b = await book(user, (await schedule(addDays(day, 1))).slotIds[0]!);
    await cancel(user, a.body.id);
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
      query: { user: (await verified()).token },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('suspends booking after 3 no-shows in 180 days and says until when', async () => {
    const user = await verified();
    for (const [date, doctor] of [
      [day, 0],
      [day, 1],
      [addDays(day, 1), 0],
    ] as const) {
      const made = await book(
        user,
        (await schedule(date, { date, doctorId: h.doctorIds[doctor] })).slotIds[0]!,
      );
      const visit = await t.app.inject({
        method: 'POST',
        url: '/api/ingest/visits',
        headers: { authorization: `Bearer ${h.key}` },
        payload: { bookingId: made.body.id, status: 'no_show' },
      });
      expect(visit.statusCode).toBe(200);
    }
    const refused = await book(user, (await schedule(addDays(day, 3))).slotIds[0]!);
    expect([refused.status, refused.body.code]).toEqual([409, 'SUSPENDED']);
    const until = addDays(addDays(day, 1), 90);
    expect(refused.body.message).toContain(`${until} 起可再预约`);
    const list = await t.app.inject({ url: '/api/bookings', query: { user: user.token } });
    expect((list.json() as BookingList).suspensions).toMatchObject([{ patientId: 'self', until }]);
  });

  it('runs a waiting list: joins only when full, once, two at most; a cancellation books it', async () => {
    const holder = await verified();
    const waiter = await verified();
    const full = await schedule(day, { date: day, slots: 1, capacity: 1 });
    const open = await schedule(day, { date: day, doctorId: h.doctorIds[1]! });
    const held = await book(holder, full.slotIds[0]!);
    const join = (user: TestUser, scheduleId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        query: { user: user.token },
        payload: { scheduleId, patientId: 'self' },
      });
    const notFull = await join(waiter, open.scheduleId);
    expect([notFull.statusCode, notFull.json().code]).toEqual([409, 'NOT_FULL']);
    const joined = await join(waiter, full.scheduleId);
    expect(joined.statusCode).toBe(200);
    const again = await join(waiter, full.scheduleId);
    expect([again.statusCode, again.json().code]).toEqual([409, 'DUPLICATE_WAITLIST']);
    for (const doctor of [h.doctorIds[1]!, h.doctorIds[2]!]) {
      const other = await schedule(addDays(day, 1), {
        date: addDays(day, 1),
        doctorId: doctor,
        slots: 1,
        capacity: 1,
        taken: 1,
      });
      const res = await join(waiter, other.scheduleId);
      expect(res.statusCode).toBe(doctor === h.doctorIds[1] ? 200 : 409);
      if (res.statusCode === 409) expect(res.json().code).toBe('WAITLIST_LIMIT');
    }

    expect((await cancel(holder, held.body.id)).status).toBe(200);
    const entries = await t.app.inject({ url: '/api/waitlist', query: { user: waiter.token } });
    const entry = (entries.json() as WaitlistEntry[]).find(
      (e) => e.scheduleId === full.scheduleId,
    )!;
    expect(entry.status).toBe('booked');
    const bookings = await t.app.inject({ url: '/api/bookings', query: { user: waiter.token } });
    const promoted = (bookings.json() as BookingList).list[0]!;
    expect(promoted).toMatchObject({
      id: entry.bookingId,
      scheduleId: full.scheduleId,
      status: 'booked',
    });
    expect(lastSmsCode(t.app, waiter.phone, 'waitlist_booked')).toBe(promoted.pickupCode);
    expect(await remaining(full.scheduleId)).toBe(0);
  });

  it('lets a family member wait, lists the entry masked, and leaves it once', async () => {
    const user = await verified();
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/family',
      query: { user: user.token },
      payload: {
        name: '赵敏',
        type: '01',
        idno: '110105200001010024',
        phone: '13700000010',
        relation: '子女',
      },
    });
    const memberId = (member.json() as { id: string }).id;
    const full = await schedule(day, { date: day, slots: 1, capacity: 1, taken: 1 });
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      query: { user: user.token },
      payload: { scheduleId: full.scheduleId, patientId: memberId },
    });
    expect(joined.json()).toMatchObject({
      status: 'waiting',
      scheduleId: full.scheduleId,
      patient: { id: memberId, name: '赵*', relation: '子女' },
    });
    const id = (joined.json() as WaitlistEntry).id;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${id}`,
      query: { user: (await verified()).token },
    });
    expect(foreign.statusCode).toBe(404);
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${id}`,
      query: { user: user.token },
    });
    expect(left.json()).toEqual({ ok: true });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${id}`,
      query: { user: user.token },
    });
    expect(again.statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/waitlist', query: { user: user.token } });
    expect((list.json() as WaitlistEntry[]).map((e) => e.status)).toEqual(['cancelled']);
  });

  it('lapses waiting entries once their period has begun', async () => {
    const user = await verified();
    const full = await schedule(day, { date: day, slots: 1, capacity: 1, taken: 1 });
    await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      query: { user: user.token },
      payload: { scheduleId: full.scheduleId, patientId: 'self' },
    });
    const status = async () =>
      (
        (
          await t.app.inject({ url: '/api/waitlist', query: { user: user.token } })
        ).json() as WaitlistEntry[]
      )[0]!.status;
    await sweepBookings(t.db);
    expect(await status()).toBe('waiting');
    await sweepBookings(t.db, new Date(`${day}T08:00:00+08:00`));
    expect(await status()).toBe('lapsed');
  });

  it('texts a reminder from 18:00 the day before, once', async () => {
    const user = await verified();
    const tomorrow = addDays(today, 1);
    const made = await book(
      user,
      (await schedule(tomorrow, { date: tomorrow, period: 'night' })).slotIds[0]!,
    );
    expect(made.status).toBe(200);
    const deps = { db: t.db, sms: t.app.sms };
    expect(await sendReminders(deps, chinaInstant(today, '17:59'))).toBe(0);
    expect(await sendReminders(deps, chinaInstant(today, '18:05'))).toBeGreaterThanOrEqual(1);
    expect(lastSmsCode(t.app, user.phone, 'booking_reminder')).toBe(made.body.pickupCode);
    expect(await sendReminders(deps, chinaInstant(today, '18:20'))).toBe(0);
  });

  it('never oversells: 50 patients at once on 5 places get exactly 5 bookings', async () => {
    const s = await schedule(day, { date: day, slots: 1, capacity: 5 });
    const users = await Promise.all(Array.from({ length: 50 }, () => verified()));
    const results = await Promise.all(users.map((u) => book(u, s.slotIds[0]!)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.body.code === 'SLOT_FULL')).toHaveLength(45);
    expect(new Set(ok.map((r) => r.body.queueNo))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(await remaining(s.scheduleId)).toBe(0);
  });

  it.runIf(engine === 'postgres')(
    'never oversells across two API instances sharing one PostgreSQL',
    async () => {
      const second = await buildApp(t.app.config);
      await second.ready();
      try {
        const s = await schedule(day, { date: day, slots: 1, capacity: 5 });
        const users = await Promise.all(Array.from({ length: 40 }, () => verified()));
        const results = await Promise.all(
          users.map((u, i) =>
            (i % 2 ? second : t.app).inject({
              method: 'POST',
              url: '/api/bookings',
              query: { user: u.token },
              headers: { 'idempotency-key': 'two-apps' },
              payload: { slotId: s.slotIds[0], patientId: 'self' },
            }),
          ),
        );
        expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
        expect(await remaining(s.scheduleId)).toBe(0);
      } finally {
        await second.close();
      }
    },
  );

  it('keeps one patient to 2 a day under 10 simultaneous submits for different doctors', async () => {
    const user = await verified();
    const slots = [];
    for (let i = 0; i < 10; i++) {
      const doctorId = h.doctorIds[i % h.doctorIds.length]!;
      const period = (['am', 'pm', 'night'] as const)[Math.floor(i / h.doctorIds.length) % 3];
      slots.push((await schedule(day, { date: day, doctorId, period })).slotIds[0]!);
    }
    const results = await Promise.all(slots.map((slotId) => book(user, slotId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    const list = await t.app.inject({ url: '/api/bookings', query: { user: user.token } });
    expect((list.json() as BookingList).list).toHaveLength(2);
  });

  it('turns 10 simultaneous retries with one key into one booking', async () => {
    const user = await verified();
    const s = await schedule();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => book(user, s.slotIds[0]!, 'self', 'retry-key')),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await remaining(s.scheduleId)).toBe(9);
  });
});
