import type { BookingList, DeskBooking, DeskSchedule } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSmsCode } from '../../test/accounts.js';
import {
  bookingClient,
  bookingDays,
  ingestSchedule,
  testHospital,
  type TestHospital,
} from '../../test/booking-fixtures.js';
import { engines } from '../../test/engines.js';
import { staffSession, type StaffClient } from '../../test/staff-fixtures.js';
import { deskHospital } from '../../test/staff-samples/hospital-desk.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { updateRules } from '../hospitals/hospitals.service.js';
import { addDays, releaseAt } from '../hospitals/schedule-time.js';
import { findRules } from '../hospitals/schedule.service.js';

describe.each(engines)('hospital desk on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;
  let c: ReturnType<typeof bookingClient>;
  let admin: StaffClient;
  const { today, day } = bookingDays();
  const base = () => `/api/staff/hospitals/${h.id}`;
  const post = (who: StaffClient, url: string, payload: Record<string, unknown>) =>
    who.inject({ method: 'POST', url, payload });
  const auditRows = async () =>
    Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await deskHospital(t);
    c = bookingClient(t, h);
    admin = await staffSession(t.app, 'rmyy-admin');
  });
  afterAll(() => t.close());

  it('creates a week from a template: schedules with their slots, once', async () => {
    const startDate = addDays(today, 30);
    const template = {
      doctorIds: [h.doctorIds[0]],
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      periods: ['am', 'pm'],
      startDate,
      capacity: 20,
      clinicType: '普通',
      fee: 1000,
    };
    const before = await auditRows();
    const res = await post(admin, `${base()}/schedules/week`, template);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 14, skipped: 0 });
    expect(await auditRows()).toBe(before + 1);
    const week = await admin.inject({
      url: `${base()}/schedules`,
      query: { from: startDate, doctorId: h.doctorIds[0]! },
    });
    const rows = week.json() as DeskSchedule[];
    expect(rows).toHaveLength(14);
    expect(rows[0]).toMatchObject({ capacity: 20, booked: 0, state: 'open', fee: 1000 });
    const slots = await t.app.inject({ url: `/api/schedules/${rows[0]!.id}/slots` });
    const am = slots.json() as { start: string; capacity: number }[];
    expect(am.map((s) => s.start)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(am.reduce((n, s) => n + s.capacity, 0)).toBe(20);
    const again = await post(admin, `${base()}/schedules/week`, template);
    expect(again.statusCode).toBe(409);
    expect(await auditRows()).toBe(before + 1);
  });

  it('creates a week of 特需 with its draws when the hospital draws 特需', async () => {
    await updateRules(t.db, h.id, {
      release_mode: 'draw',
      draw_minutes: 3,
      draw_clinic_types: '特需',
    });
    const rules = await findRules(t.db, h.id);
    const startDate = addDays(today, 40);
    const res = await post(admin, `${base()}/schedules/week`, {
      doctorIds: [h.doctorIds[1]],
      weekdays: [1, 3],
      periods: ['am'],
      startDate,
      capacity: 4,
      clinicType: '特需',
      fee: 5000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().ids as string[];
    expect(ids).toHaveLength(2);
    const draws = await t.db
      .selectFrom('draw as d')
      .innerJoin('schedule as s', 's.id', 'd.schedule_id')
      .select(['s.date', 'd.window_start', 'd.window_end'])
      .where('d.schedule_id', 'in', ids)
      .orderBy('s.date')
      .execute();
    expect(draws).toHaveLength(2);
    for (const d of draws) {
      const start = releaseAt(d.date, rules).getTime();
      expect([Date.parse(d.window_start), Date.parse(d.window_end)]).toEqual([
        start,
        start + 3 * 60_000,
      ]);
    }
    await updateRules(t.db, h.id, { release_mode: 'first_come', draw_clinic_types: '' });
  });

  it('changes capacity, never below the places booked', async () => {
    const s = await c.schedule(day, { date: day, slots: 1, capacity: 2, doctorId: h.doctorIds[1] });
    for (let i = 0; i < 2; i++)
      expect((await c.book(await c.verified(), s.slotIds[0]!)).status).toBe(200);
    const before = await auditRows();
    const refused = await post(admin, `${base()}/schedules/${s.scheduleId}/capacity`, {
      capacity: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('2');
    expect(await auditRows()).toBe(before);
    const raised = await post(admin, `${base()}/schedules/${s.scheduleId}/capacity`, {
      capacity: 5,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ capacity: 5, booked: 2 });
    expect(await c.remaining(s.scheduleId)).toBe(3);
    expect(await auditRows()).toBe(before + 1);
  });

  it('stops a schedule with a reason: bookings cancelled, no no-show, patient told', async () => {
    const user = await c.verified();
    const s = await c.schedule(day, { date: day, period: 'pm', doctorId: h.doctorIds[0] });
    const booked = await c.book(user, s.slotIds[0]!);
    expect(booked.status).toBe(200);
    const url = `${base()}/schedules/${s.scheduleId}/stop`;
    expect((await post(admin, url, { reason: '   ' })).statusCode).toBe(400);
    const res = await post(admin, url, { reason: '医生外出会诊' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      cancelledBookings: 1,
      schedule: { state: 'stopped', stopReason: '医生外出会诊' },
    });
    const list = (
      await t.app.inject({ url: '/api/bookings', query: { user: user.token } })
    ).json() as BookingList;
    expect(list.list.find((b) => b.id === booked.body.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: '停诊：医生外出会诊',
    });
    expect(list.suspensions).toEqual([]);
    const row = await t.db
      .selectFrom('booking')
      .select(['no_show_at', 'cancelled_by'])
      .where('id', '=', booked.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ no_show_at: null, cancelled_by: 'hospital' });
    expect(lastSmsCode(t.app, user.phone, 'schedule_stopped')).toBe('');
    expect((await post(admin, url, { reason: '再次停诊' })).statusCode).toBe(409);
  });

  it('records check-in, completed and no-show by recordVisit rules, patients masked', async () => {
    const s = await c.schedule(day, { date: day, period: 'night', doctorId: h.doctorIds[0] });
    const first = await c.book(await c.verified(), s.slotIds[0]!);
    const second = await c.book(await c.verified(), s.slotIds[0]!);
    const visit = (id: string, status: string) =>
      post(admin, `${base()}/bookings/${id}/visit`, { status });
    expect((await visit(first.body.id, 'checked_in')).json()).toEqual({
      bookingId: first.body.id,
      status: 'checked_in',
    });
    const before = await auditRows();
    expect((await visit(first.body.id, 'no_show')).statusCode).toBe(409);
    expect(await auditRows()).toBe(before);
    expect((await visit(first.body.id, 'completed')).statusCode).toBe(200);
    expect((await visit(second.body.id, 'no_show')).statusCode).toBe(200);
    expect((await visit(second.body.id, 'checked_in')).statusCode).toBe(409);
    const day_ = await admin.inject({ url: `${base()}/bookings`, query: { date: day } });
    const rows = (day_.json() as DeskBooking[]).filter((b) => b.scheduleId === s.scheduleId);
    expect(rows.map((b) => b.status)).toEqual(['completed', 'no_show']);
    expect(rows[0]).toMatchObject({ patientName: '测***', pickupCode: first.body.pickupCode });
    expect(rows[0]!.idNo).toMatch(/^\d{3}\*+\d{3}[\dX]$/);
    expect(rows[0]!.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
  });

  it("answers another hospital's schedules and bookings as missing", async () => {
    const other = await testHospital(t, 1);
    expect(other.id).not.toBe(h.id);
    const oc = bookingClient(t, other);
    const s = await ingestSchedule(t, other, { date: day });
    const booked = await oc.book(await oc.verified(), s.slotIds[0]!);
    const stop = await post(admin, `${base()}/schedules/${s.scheduleId}/stop`, { reason: '试' });
    expect(stop.statusCode).toBe(404);
    const capacity = await post(admin, `${base()}/schedules/${s.scheduleId}/capacity`, {
      capacity: 9,
    });
    expect(capacity.statusCode).toBe(404);
    const visit = await post(admin, `${base()}/bookings/${booked.body.id}/visit`, {
      status: 'checked_in',
    });
    expect(visit.statusCode).toBe(404);
    const foreign = `/api/staff/hospitals/${other.id}`;
    expect(
      (await admin.inject({ url: `${foreign}/schedules`, query: { from: day } })).statusCode,
    ).toBe(404);
    expect((await admin.inject({ url: `${foreign}/bookings` })).statusCode).toBe(404);
    const bureau = await staffSession(t.app, 'bureau');
    const list = await bureau.inject({ url: `${foreign}/schedules`, query: { from: day } });
    expect((list.json() as DeskSchedule[]).map((r) => r.id)).toContain(s.scheduleId);
  });

  it("shows a doctor only their own schedules and patients; others' roles are refused", async () => {
    const doctor = await staffSession(t.app, 'rmyy-doctor');
    const own = await c.schedule(day, { date: day, doctorId: doctor.doctorId });
    const colleague = await c.schedule(addDays(day, 1), {
      date: addDays(day, 1),
      doctorId: h.doctorIds[1],
    });
    const booked = await c.book(await c.verified(), own.slotIds[0]!);
    const schedules = (
      await doctor.inject({ url: '/api/staff/doctor/schedules' })
    ).json() as DeskSchedule[];
    expect(schedules.map((s) => s.id)).toContain(own.scheduleId);
    expect(schedules.map((s) => s.id)).not.toContain(colleague.scheduleId);
    expect(schedules.every((s) => s.doctorId === doctor.doctorId)).toBe(true);
    const patients = await doctor.inject({
      url: '/api/staff/doctor/patients',
      query: { date: day },
    });
    const rows = patients.json() as DeskBooking[];
    expect(rows.map((b) => b.id)).toContain(booked.body.id);
    expect(rows.every((b) => b.doctorName === rows[0]!.doctorName)).toBe(true);
    expect(rows[0]!.patientName).toMatch(/^.\*+$/);
    expect((await doctor.inject({ url: `${base()}/bookings` })).statusCode).toBe(403);
    const editor = await staffSession(t.app, 'editor');
    expect(
      (await editor.inject({ url: `${base()}/schedules`, query: { from: day } })).statusCode,
    ).toBe(403);
    expect((await editor.inject({ url: '/api/staff/doctor/schedules' })).statusCode).toBe(403);
    expect(
      (await post(editor, `${base()}/schedules/${own.scheduleId}/stop`, { reason: '试' }))
        .statusCode,
    ).toBe(403);
    expect((await admin.inject({ url: '/api/staff/doctor/patients' })).statusCode).toBe(403);
  });
});
