import type { Schedule } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../lib/china-day.js';
import { createTestUser } from '../test/accounts.js';
import { engines } from '../test/engines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { addDays, releaseAt } from '../modules/hospitals/schedule-time.js';
import { findRules } from '../modules/hospitals/schedule.service.js';
import { sweepBookings } from '../modules/booking/hospital-side.service.js';
import { keepDemoWindow } from './demo-schedules.js';
import { DEMO_PASSWORD } from './demo-accounts.js';

describe.each(engines)('demo schedule window on %s', (engine) => {
  let t: TestApp;
  let added: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    added = await keepDemoWindow(t.db, t.app.sms);
  }, 60_000);
  afterAll(() => t.close());

  it('shows released, not yet released, full and stopped schedules, and adds nothing twice', async () => {
    expect(added).toBeGreaterThan(500);
    expect(await keepDemoWindow(t.db, t.app.sms)).toBe(0);
    const county = await t.db
      .selectFrom('hospital')
      .select('id')
      .where('name', '=', '青禾县人民医院')
      .executeTakeFirstOrThrow();
    const today = chinaToday();
    const res = await t.app.inject({
      url: '/api/schedules',
      query: { hospitalId: county.id, from: addDays(today, 1), to: addDays(today, 9) },
    });
    const states = new Set((res.json() as Schedule[]).map((s) => s.state));
    expect(states).toEqual(new Set(['open', 'not_released', 'full', 'stopped']));
  });

  it("releases 青禾县人民医院's 专家 schedules by draw, and nothing else", async () => {
    const rows = await t.db
      .selectFrom('schedule as s')
      .innerJoin('hospital as h', 'h.id', 's.hospital_id')
      .leftJoin('draw as d', 'd.schedule_id', 's.id')
      .select(['h.id as hospitalId', 'h.name', 's.clinic_type', 's.date'])
      .select(['d.window_start', 'd.window_end', 'd.commitment'])
      .execute();
    const drawn = rows.filter((r) => r.window_start);
    // How many depends on the weekday and the doctors' rotas: some, on every day of the week.
    expect(drawn.length).toBeGreaterThan(0);
    expect(new Set(drawn.map((r) => `${r.name} ${r.clinic_type}`))).toEqual(
      new Set(['青禾县人民医院 专家']),
    );
    const county = drawn[0]!.hospitalId;
    const rules = await findRules(t.db, county);
    expect(rules).toMatchObject({ releaseMode: 'draw', drawMinutes: 5, drawClinicTypes: ['专家'] });
    // Every one not yet released has its draw: five minutes from its release time, committed.
    const now = Date.now();
    const waiting = rows.filter(
      (r) =>
        r.hospitalId === county &&
        r.clinic_type === '专家' &&
        releaseAt(r.date, rules).getTime() > now,
    );
    expect(waiting.length).toBe(drawn.length);
    for (const r of waiting) {
      expect(r.window_start).toBe(releaseAt(r.date, rules).toISOString());
      expect(Date.parse(r.window_end!) - Date.parse(r.window_start!)).toBe(5 * 60_000);
      expect(r.commitment).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('is safe when two processes keep the window at once', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('schedule')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    // A day later the window moves on: both "processes" find the same new day missing.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
    const [a, b] = await Promise.all([
      keepDemoWindow(t.db, t.app.sms, tomorrow),
      keepDemoWindow(t.db, t.app.sms, tomorrow),
    ]);
    // Each saw some of the new day missing; together they added it once, with no error.
    expect(Math.max(a, b)).toBeGreaterThan(0);
    expect((await count()) - before).toBeGreaterThanOrEqual(Math.max(a, b));
    expect(await keepDemoWindow(t.db, t.app.sms, tomorrow)).toBe(0);
    const slots = await t.db
      .selectFrom('slot')
      .select(['schedule_id', 'start_time'])
      .select((eb) => eb.fn.countAll().as('n'))
      .groupBy(['schedule_id', 'start_time'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(slots).toEqual([]);
  });

  it('lets zhangsan book at once and sends lisi to verification', async () => {
    const token = async (username: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chk_login',
        payload: { username, password: DEMO_PASSWORD },
      });
      return (res.json() as { token: string }).token;
    };
    const schedules = await t.db
      .selectFrom('schedule')
      .innerJoin('slot', 'slot.schedule_id', 'schedule.id')
      .select('slot.id')
      .where('schedule.state', '=', 'open')
      .where('slot.remaining', '>', 0)
      .where('schedule.date', '=', addDays(chinaToday(), 3))
      .limit(1)
      .execute();
    const book = async (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        query: { user: await token(username) },
        headers: { 'idempotency-key': `demo-${username}` },
        payload: { slotId: schedules[0]!.id, patientId: 'self' },
      });
    expect((await book('zhangsan')).statusCode).toBe(200);
    const lisi = await book('lisi');
    expect([lisi.statusCode, lisi.json().code]).toEqual([403, 'IDENTITY_REQUIRED']);
  });

  it('marks bookings still open after their period as no-shows', async () => {
    const user = await createTestUser(t.db, { verified: true });
    const slot = await t.db
      .selectFrom('schedule')
      .innerJoin('slot', 'slot.schedule_id', 'schedule.id')
      .select(['slot.id', 'schedule.ends_at'])
      .where('schedule.state', '=', 'open')
      .where('slot.remaining', '>', 0)
      .where('schedule.date', '=', addDays(chinaToday(), 2))
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      query: { user: user.token },
      headers: { 'idempotency-key': 'sweep' },
      payload: { slotId: slot.id, patientId: 'self' },
    });
    expect(res.statusCode).toBe(200);
    expect((await sweepBookings(t.db)).noShows).toBe(0);
    const after = new Date(Date.parse(slot.ends_at) + 1000);
    expect((await sweepBookings(t.db, after)).noShows).toBeGreaterThanOrEqual(1);
    const row = await t.db
      .selectFrom('booking')
      .select('status')
      .where('id', '=', (res.json() as { id: string }).id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('no_show');
  });
});
