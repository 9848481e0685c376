import type { BookingList } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  bookingClient,
  bookingDays,
  testHospital,
  type TestHospital,
} from '../../test/booking-fixtures.js';
import { buildApp } from '../../app.js';

/** Real parallel requests: on PostgreSQL they run on several pooled connections at once. */
describe.each(engines)('booking under concurrency on %s', (engine) => {
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

  it('never oversells: 50 patients at once on 5 places get exactly 5 bookings', async () => {
    const s = await c.schedule(day, { date: day, slots: 1, capacity: 5 });
    const users = await Promise.all(Array.from({ length: 50 }, () => c.verified()));
    const results = await Promise.all(users.map((u) => c.book(u, s.slotIds[0]!)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.body.code === 'SLOT_FULL')).toHaveLength(45);
    expect(new Set(ok.map((r) => r.body.queueNo))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(await c.remaining(s.scheduleId)).toBe(0);
  });

  it.runIf(engine === 'postgres')(
    'never oversells across two API instances sharing one PostgreSQL',
    async () => {
      const second = await buildApp(t.app.config);
      await second.ready();
      try {
        const s = await c.schedule(day, { date: day, slots: 1, capacity: 5 });
        const users = await Promise.all(Array.from({ length: 40 }, () => c.verified()));
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
        expect(await c.remaining(s.scheduleId)).toBe(0);
      } finally {
        await second.close();
      }
    },
  );

  it('keeps one patient to 2 a day under 10 simultaneous submits for different doctors', async () => {
    const user = await c.verified();
    const slots = [];
    for (let i = 0; i < 10; i++) {
      const doctorId = h.doctorIds[i % h.doctorIds.length]!;
      const period = (['am', 'pm', 'night'] as const)[Math.floor(i / h.doctorIds.length) % 3];
      slots.push((await c.schedule(day, { date: day, doctorId, period })).slotIds[0]!);
    }
    const results = await Promise.all(slots.map((slotId) => c.book(user, slotId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    const list = await t.app.inject({ url: '/api/bookings', query: { user: user.token } });
    expect((list.json() as BookingList).list).toHaveLength(2);
  });

  it('turns 10 simultaneous retries with one key into one booking', async () => {
    const user = await c.verified();
    const s = await c.schedule();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => c.book(user, s.slotIds[0]!, 'self', 'retry-key')),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await c.remaining(s.scheduleId)).toBe(9);
  });

  it('answers retries of the booking that took the last place with that booking, not SLOT_FULL', async () => {
    const user = await c.verified();
    const s = await c.schedule(day, { date: day, slots: 1, capacity: 1 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => c.book(user, s.slotIds[0]!, 'self', 'last-place')),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await c.remaining(s.scheduleId)).toBe(0);
  });
});
