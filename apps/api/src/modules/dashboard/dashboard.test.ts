import { API, type DashboardAnswer, type DashboardDay } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../lib/china-day.js';
import { notify } from '../../lib/sms-notice.js';
import { SmsNotSentError } from '../../lib/sms.js';
import {
  bookingClient,
  bookingDays,
  testHospital,
  type TestHospital,
} from '../../test/booking-fixtures.js';
import { engines } from '../../test/engines.js';
import { completedVisit, evaluationBody, writeEvaluation } from '../../test/evaluation-fixtures.js';
import { DEMO_STAFF, staffSession, type StaffClient } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { recordVisit } from '../booking/hospital-side.service.js';
import { addDays } from '../hospitals/schedule-time.js';

const ZERO = { booked: 0, cancelled: 0, noShows: 0, completed: 0, visitsDue: 0, waitlistFills: 0 };
type Counts = typeof ZERO;

/** One hospital's counts on one day, 0 where the answer lists nothing. */
function countsOf(answer: DashboardAnswer, date: string, hospitalId: string): Counts {
  const row = answer.days.find((d) => d.date === date && d.hospitalId === hospitalId);
  return Object.fromEntries(
    (Object.keys(ZERO) as (keyof Counts)[]).map((k) => [k, row ? row[k] : 0]),
  ) as Counts;
}

/** What changed between two answers for a day and hospital. */
function delta(before: DashboardAnswer, after: DashboardAnswer, date: string, hospitalId: string) {
  const a = countsOf(before, date, hospitalId);
  const b = countsOf(after, date, hospitalId);
  return Object.fromEntries(
    (Object.keys(ZERO) as (keyof Counts)[]).map((k) => [k, b[k] - a[k]]),
  ) as Counts;
}

describe.each(engines)('staff dashboard on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let bureau: StaffClient;
  let admin: StaffClient;
  const { today, day } = bookingDays();
  const yesterday = addDays(today, -1);

  beforeAll(async () => {
    t = await createTestApp(engine);
    bureau = await staffSession(t.app, DEMO_STAFF.bureau_admin);
    admin = await staffSession(t.app, DEMO_STAFF.hospital_admin);
    // The hospital administrator's own hospital, so both roles see the bookings made here.
    const index = (
      await t.db.selectFrom('hospital').select('id').orderBy('sort_order').execute()
    ).findIndex((row) => row.id === admin.hospitalId);
    h = await testHospital(t, index);
  });
  afterAll(() => t.close());

  const ask = async (client: StaffClient, query: Record<string, string>) => {
    const res = await client.inject({ url: '/api/staff/dashboard', query });
    return { status: res.statusCode, body: res.json() };
  };
  const range = { from: yesterday, to: day };

  it('sums the period’s published evaluations and counts the moderation queue', async () => {
    const before = ((await ask(admin, range)).body as DashboardAnswer).evaluations;
    const word = await bureau.inject({
      method: 'POST',
      url: '/api/staff/sensitive-words',
      payload: { word: '看板禁词' },
    });
    expect(word.statusCode, word.payload).toBe(200);
    const shown = await completedVisit(t, h);
    expect((await writeEvaluation(t, shown.user, evaluationBody(shown.bookingId))).status).toBe(
      'published',
    );
    const held = await completedVisit(t, h);
    const body = { ...evaluationBody(held.bookingId, '看 板 禁 词'), overall: 'neutral' as const };
    expect((await writeEvaluation(t, held.user, body)).status).toBe('held');
    // Visited 40 days ago: outside the period, so not summed.
    const old = await completedVisit(t, h, { daysAgo: 20 });
    await writeEvaluation(t, old.user, evaluationBody(old.bookingId));
    await t.db
      .updateTable('evaluation')
      .set({ visit_date: addDays(today, -40) })
      .where('booking_id', '=', old.bookingId)
      .execute();

    const after = ((await ask(admin, range)).body as DashboardAnswer).evaluations;
    expect(after.count - before.count).toBe(1);
    expect(after.queued - before.queued).toBe(1);
    if (before.count === 0) {
      expect(after).toMatchObject({
        averages: { skill: 5, attitude: 5, environment: 4, waiting: 3 },
        satisfiedShare: 1,
      });
    }
    // Another hospital's administrator would see none of it; the county sees it too.
    const county = ((await ask(bureau, range)).body as DashboardAnswer).evaluations;
    expect(county.count).toBeGreaterThanOrEqual(after.count);
  });

  it('counts bookings, cancellations, visits, no-shows and waiting-list fills per day exactly', async () => {
    const before = (await ask(bureau, range)).body as DashboardAnswer;
    const code = await t.app.inject({
      method: 'POST',
      url: API.smsCode,
      payload: { phone: '13900009999', purpose: 'register' },
    });
    expect(code.statusCode, code.payload).toBe(200);
    const c = bookingClient(t, h);
    const [a, b, holder, waiter] = await Promise.all([
      c.verified(),
      c.verified(),
      c.verified(),
      c.verified(),
    ]);
    const open = await c.schedule(day, { date: day, slots: 2, capacity: 5 });
    const full = await c.schedule(day, {
      date: day,
      doctorId: h.doctorIds[1]!,
      slots: 1,
      capacity: 1,
    });
    const first = await c.book(a, open.slotIds[0]!);
    const second = await c.book(b, open.slotIds[1]!);
    const held = await c.book(holder, full.slotIds[0]!);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      query: { user: waiter.token },
      payload: { scheduleId: full.scheduleId, patientId: 'self' },
    });
    expect(joined.statusCode, joined.payload).toBe(200);
    // The holder cancels: the waiting entry becomes a booking (a fill, and one more booking).
    expect((await c.cancel(holder, held.body.id)).status).toBe(200);
    await recordVisit(t.db, h.id, { bookingId: first.body.id, status: 'completed' });
    await recordVisit(t.db, h.id, { bookingId: second.body.id, status: 'no_show' });
    // The no-show's visit day moved into the past, so it counts towards a rate.
    await t.db
      .updateTable('booking')
      .set({ date: yesterday })
      .where('id', '=', second.body.id)
      .execute();

    const after = await ask(bureau, range);
    expect(after.status).toBe(200);
    expect(delta(before, after.body, today, h.id)).toEqual({
      ...ZERO,
      booked: 4,
      cancelled: 1,
      waitlistFills: 1,
    });
    expect(delta(before, after.body, day, h.id)).toEqual({ ...ZERO, completed: 1 });
    expect(delta(before, after.body, yesterday, h.id)).toEqual({
      ...ZERO,
      noShows: 1,
      visitsDue: 1,
    });
    expect(after.body).toMatchObject({
      from: yesterday,
      to: day,
      hospitalId: null,
      consultations: { asked: expect.any(Number), waiting: expect.any(Number) },
    });
    expect(after.body.sms.dailyCeiling).toBeGreaterThan(0);
    // Every stored code made today (China time) is one text sent today.
    const codes = await t.db.selectFrom('sms_code').select('created_at').execute();
    const sentToday = codes.filter((r) => chinaToday(new Date(r.created_at)) === today).length;
    const sms = after.body.sms.days.find((d: { date: string }) => d.date === today);
    expect(sms?.sent ?? 0).toBe(sentToday);
    expect(sentToday - (before.sms?.days.find((d) => d.date === today)?.sent ?? 0)).toBe(1);

    // The bureau may pick the hospital; its answer is the same hospital's rows.
    const one = await ask(bureau, { ...range, hospitalId: h.id });
    expect(one.body.hospitals.map((x: { id: string }) => x.id)).toEqual([h.id]);
    expect(countsOf(one.body, today, h.id)).toEqual(countsOf(after.body, today, h.id));
  });

  it('counts the notices a gateway took per day, beside the codes, and not the refused ones', async () => {
    const noticesToday = async () =>
      ((await ask(bureau, range)).body as DashboardAnswer).sms?.days.find((d) => d.date === today)
        ?.notices ?? 0;
    const before = await noticesToday();
    const notice = {
      phone: '13900000001',
      purpose: 'schedule_stopped',
      text: '您预约的门诊停诊',
      params: { date: today, change: '停诊' },
    };
    await notify({ db: t.db, sms: t.app.sms }, notice);
    await notify({ db: t.db, sms: t.app.sms }, { ...notice, phone: '13900000002' });
    const refusing = {
      send: async () => {
        throw new SmsNotSentError('isv.BUSINESS_LIMIT_CONTROL');
      },
    };
    await notify({ db: t.db, sms: refusing }, notice);
    expect((await noticesToday()) - before).toBe(2);
  });

  it('shows a hospital administrator only their hospital; another hospital is 404', async () => {
    const own = await ask(admin, range);
    expect(own.status).toBe(200);
    expect(own.body.hospitalId).toBe(admin.hospitalId);
    expect(own.body.sms).toBeNull();
    expect(new Set(own.body.days.map((d: DashboardDay) => d.hospitalId))).toEqual(
      new Set(own.body.days.length ? [admin.hospitalId] : []),
    );
    const other = await t.db
      .selectFrom('hospital')
      .select('id')
      .where('id', '<>', admin.hospitalId!)
      .executeTakeFirstOrThrow();
    expect((await ask(admin, { hospitalId: other.id })).status).toBe(404);
    expect((await ask(admin, { hospitalId: admin.hospitalId! })).status).toBe(200);
    expect((await ask(bureau, { hospitalId: 'no-such-hospital' })).status).toBe(404);
  });

  it('refuses other roles and a bad period in Chinese', async () => {
    const editor = await staffSession(t.app, DEMO_STAFF.editor);
    expect((await ask(editor, {})).status).toBe(403);
    expect((await t.app.inject({ url: '/api/staff/dashboard' })).statusCode).toBe(401);
    const reversed = await ask(bureau, { from: today, to: yesterday });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('开始日期不能晚于结束日期');
    const long = await ask(bureau, { from: addDays(today, -366), to: today });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/366 天/);
    expect((await ask(bureau, { from: addDays(today, -365), to: today })).status).toBe(200);
    const impossible = await ask(bureau, { from: '2026-02-30', to: '2026-03-01' });
    expect(impossible.status).toBe(400);
    expect(impossible.body.message).toMatch(/[\u4e00-\u9fa5]/);
    const garbage = await ask(bureau, { from: 'yesterday' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
