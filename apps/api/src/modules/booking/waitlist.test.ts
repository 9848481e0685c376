import type { BookingList, WaitlistEntry } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bookingClient,
  bookingDays,
  testHospital,
  type TestHospital,
} from '../../test/booking-fixtures.js';
import { lastSmsCode, type TestUser } from '../../test/accounts.js';
import { addDays } from '../hospitals/schedule-time.js';
import { sweepBookings } from './hospital-side.service.js';

describe.each(engines)('waiting list on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let c: ReturnType<typeof bookingClient>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await testHospital(t);
    c = bookingClient(t, h);
  });
  afterAll(() => t.close());

  const { day } = bookingDays();

  it('runs a waiting list: joins only when full, once, two at most; a cancellation books it', async () => {
    const holder = await c.verified();
    const waiter = await c.verified();
    const full = await c.schedule(day, { date: day, slots: 1, capacity: 1 });
    const open = await c.schedule(day, { date: day, doctorId: h.doctorIds[1]! });
    const held = await c.book(holder, full.slotIds[0]!);
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
      const other = await c.schedule(addDays(day, 1), {
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

    expect((await c.cancel(holder, held.body.id)).status).toBe(200);
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
    expect(await c.remaining(full.scheduleId)).toBe(0);
  });

  it('lets a family member wait, lists the entry masked, and leaves it once', async () => {
    const user = await c.verified();
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
    const full = await c.schedule(day, { date: day, slots: 1, capacity: 1, taken: 1 });
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
      query: { user: (await c.verified()).token },
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
    const user = await c.verified();
    const full = await c.schedule(day, { date: day, slots: 1, capacity: 1, taken: 1 });
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
});
