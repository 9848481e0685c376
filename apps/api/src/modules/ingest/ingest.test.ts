import type { Booking, BookingList, IngestCatalog, Schedule } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../lib/china-day.js';
import { createTestUser, lastSmsCode } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ingestSchedule, testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import { updateRules } from '../hospitals/hospitals.service.js';
import { addDays, releaseAt } from '../hospitals/schedule-time.js';
import { findRules } from '../hospitals/schedule.service.js';
import { revokeHospitalKey, hospitalKeys } from './hospital-key.service.js';

describe.each(engines)('hospital ingestion on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let other: TestHospital;
  const day = addDays(chinaToday(), 2);

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await testHospital(t, 0);
    other = await testHospital(t, 1);
  });
  afterAll(() => t.close());

  const visit = (key: string, payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ingest/visits',
      headers: { authorization: `Bearer ${key}` },
      payload,
    });

  const bookOne = async () => {
    const user = await createTestUser(t.db, { verified: true });
    const s = await ingestSchedule(t, h, { date: day });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      query: { user: user.token },
      headers: { 'idempotency-key': 'one' },
      payload: { slotId: s.slotIds[0], patientId: 'self' },
    });
    return { user, schedule: s, booking: res.json() as Booking };
  };

  it('refuses a missing, unknown or revoked key with 401', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/ingest/visits', payload: {} });
    expect(none.statusCode).toBe(401);
    const wrong = await visit('hk_not-a-key', { bookingId: 'x', status: 'completed' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    const extra = await testHospital(t, 2);
    const keys = await hospitalKeys(t.db);
    expect(keys.every((k) => !('key' in k) && k.key_hash.length === 64)).toBe(true);
    const row = keys.find((k) => k.hospital_id === extra.id)!;
    expect(await revokeHospitalKey(t.db, row.id)).toBe(true);
    const revoked = await visit(extra.key, { bookingId: 'x', status: 'completed' });
    expect(revoked.statusCode).toBe(401);
  });

  it('marks check-in by pickup code and completion; another hospital gets 404', async () => {
    const { booking } = await bookOne();
    const foreign = await visit(other.key, { bookingId: booking.id, status: 'checked_in' });
    expect(foreign.statusCode).toBe(404);
    const checkedIn = await visit(h.key, { pickupCode: booking.pickupCode, status: 'checked_in' });
    expect(checkedIn.json()).toEqual({ bookingId: booking.id, status: 'checked_in' });
    const noShow = await visit(h.key, { bookingId: booking.id, status: 'no_show' });
    expect(noShow.statusCode).toBe(409);
    const done = await visit(h.key, { bookingId: booking.id, status: 'completed' });
    expect(done.json()).toEqual({ bookingId: booking.id, status: 'completed' });
    const neither = await visit(h.key, { status: 'completed' });
    expect(neither.statusCode).toBe(400);
  });

  it('stops a schedule: its bookings are cancelled without a no-show and the patient told', async () => {
    const { user, schedule, booking } = await bookOne();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/schedules',
      headers: { authorization: `Bearer ${h.key}` },
      payload: {
        schedules: [
          {
            externalId: schedule.externalId,
            departmentId: h.departmentId,
            doctorId: h.doctorIds[0],
            date: day,
            period: 'am',
            clinicType: '专家',
            fee: 1500,
            state: 'stopped',
            stopReason: '医生参加省级会诊',
            slots: [],
          },
        ],
      },
    });
    expect(res.json()).toMatchObject({ created: 0, updated: 1, stopped: 1, cancelledBookings: 1 });
    const list = await t.app.inject({ url: '/api/bookings', query: { user: user.token } });
    const after = (list.json() as BookingList).list.find((b) => b.id === booking.id)!;
    expect(after).toMatchObject({ status: 'cancelled', cancelReason: '停诊：医生参加省级会诊' });
    expect((list.json() as BookingList).suspensions).toEqual([]);
    expect(lastSmsCode(t.app, user.phone, 'schedule_stopped')).toBe('');
  });

  it('checks schedules against the hospital and the slot rules', async () => {
    const post = (schedule: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ingest/schedules',
        headers: { authorization: `Bearer ${h.key}` },
        payload: {
          schedules: [
            {
              externalId: 'X1',
              departmentId: h.departmentId,
              date: day,
              period: 'pm',
              clinicType: '普通',
              fee: 500,
              slots: [{ start: '14:00', end: '14:30', capacity: 3 }],
              ...schedule,
            },
          ],
        },
      });
    const foreignDept = await post({ departmentId: other.departmentId });
    expect([foreignDept.statusCode, foreignDept.json().message]).toEqual([
      400,
      '排班 X1：科室不属于本院',
    ]);
    const long = await post({ slots: [{ start: '14:00', end: '15:00', capacity: 3 }] });
    expect(long.json().message).toContain('超过 30 分钟');
    const impossible = await post({ date: '2026-02-31' });
    expect([impossible.statusCode, impossible.json().message]).toEqual([
      400,
      '排班 X1：日期 2026-02-31 不存在',
    ]);
    const badTime = await post({ slots: [{ start: '24:00', end: '24:30', capacity: 1 }] });
    expect(badTime.statusCode).toBe(400);
    const noReason = await post({ state: 'stopped' });
    expect(noReason.statusCode).toBe(400);
    const ok = await post({});
    expect(ok.json()).toMatchObject({ created: 1 });
    const grown = await post({ slots: [{ start: '14:00', end: '14:30', capacity: 6 }] });
    expect(grown.json()).toMatchObject({ created: 0, updated: 1 });
    const slots = await t.app.inject({ url: `/api/schedules/${grown.json().ids.X1}/slots` });
    expect(slots.json()).toMatchObject([{ capacity: 6, remaining: 6 }]);
  });

  it("takes departments and doctors in the hospital's own codes, listed by the catalogue", async () => {
    const get = (key?: string) =>
      t.app.inject({
        url: '/api/ingest/catalog',
        headers: key ? { authorization: `Bearer ${key}` } : {},
      });
    expect((await get()).statusCode).toBe(401);
    const catalog = (await get(h.key)).json() as IngestCatalog;
    const clinic = catalog.departments.find((d) => d.id === h.departmentId)!;
    const doctor = catalog.doctors.find((d) => d.id === h.doctorIds[0])!;
    expect(clinic.code).toMatch(/^\d{4}$/);
    expect(doctor.code).toMatch(/^Y\d{4}$/);
    // Another hospital's key sees only its own.
    const theirs = (await get(other.key)).json() as IngestCatalog;
    expect(theirs.departments.some((d) => d.id === h.departmentId)).toBe(false);

    const send = (schedule: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ingest/schedules',
        headers: { authorization: `Bearer ${h.key}` },
        payload: {
          schedules: [
            {
              externalId: 'HIS-88',
              date: day,
              period: 'pm',
              clinicType: '专家',
              fee: 2500,
              slots: [{ start: '14:00', end: '14:30', capacity: 2 }],
              ...schedule,
            },
          ],
        },
      });
    const ok = await send({ departmentCode: clinic.code, doctorCode: doctor.code });
    expect(ok.statusCode).toBe(200);
    const saved = await t.db
      .selectFrom('schedule')
      .select(['department_id', 'doctor_id'])
      .where('id', '=', ok.json().ids['HIS-88'])
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ department_id: h.departmentId, doctor_id: doctor.id });

    const unknown = await send({ departmentCode: '9999' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      400,
      '排班 HIS-88：科室代码 9999 不在本院的科室中',
    ]);
    const foreignDoctor = await send({
      departmentCode: clinic.code,
      doctorCode: theirs.doctors[0]!.code,
    });
    expect(foreignDoctor.json().message).toContain('不在本院的医生中');
    const neither = await send({});
    expect(neither.json().message).toBe('排班 HIS-88：须给出 departmentId 或 departmentCode');
  });

  it('publishes a schedule the rules release by draw with its draw, and takes it away after', async () => {
    await updateRules(t.db, other.id, {
      release_mode: 'draw',
      draw_minutes: 7,
      draw_clinic_types: '专家',
    });
    const rules = await findRules(t.db, other.id);
    const date = addDays(chinaToday(), rules.windowDays + 1);
    // A 专家 schedule released already keeps first come.
    const later = await ingestSchedule(t, other, { date, clinicType: '专家' });
    const released = await ingestSchedule(t, other, {
      date: day,
      period: 'pm',
      clinicType: '专家',
    });
    const list = async () =>
      (
        await t.app.inject({
          url: '/api/schedules',
          query: { hospitalId: other.id, from: day, to: date },
        })
      ).json() as Schedule[];
    const byId = async () => new Map((await list()).map((s) => [s.id, s]));
    const shown = (await byId()).get(later.scheduleId)!;
    const start = releaseAt(date, rules).toISOString();
    expect(shown).toMatchObject({ state: 'not_released', releaseAt: start });
    expect(shown.draw).toEqual({
      windowStart: start,
      windowEnd: new Date(Date.parse(start) + 7 * 60_000).toISOString(),
      done: false,
    });
    expect((await byId()).get(released.scheduleId)!.draw).toBeNull();

    // Sent again when the hospital draws only 普通号: the 专家 schedule's draw goes.
    await updateRules(t.db, other.id, { draw_clinic_types: '普通' });
    const resent = await ingestSchedule(t, other, {
      date,
      externalId: later.externalId,
      clinicType: '专家',
    });
    expect(resent.scheduleId).toBe(later.scheduleId);
    expect((await byId()).get(later.scheduleId)!.draw).toBeNull();
    await updateRules(t.db, other.id, { release_mode: 'first_come', draw_clinic_types: '' });
  });
});
