import type {
  DepartmentDetail,
  Doctor,
  HospitalDetail,
  HospitalPage,
  Schedule,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../../lib/china-day.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ingestSchedule, testHospital, type TestHospital } from '../../test/booking-fixtures.js';
import { updateRules } from './hospitals.service.js';
import { addDays } from './schedule-time.js';

describe.each(engines)('hospitals on %s', (engine) => {
  let t: TestApp;
  let h: TestHospital;

  beforeAll(async () => {
    t = await createTestApp(engine);
    h = await testHospital(t);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, query: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, query });
    return { status: res.statusCode, body: res.json() as T, headers: res.headers };
  };

  it('pages the demo county with filters and says which hospitals have slots this week', async () => {
    const all = await get<HospitalPage>('/api/hospitals', { pageSize: '100' });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(8);
    expect(all.body.list[0]).toMatchObject({
      name: '青禾县人民医院',
      level: '三级乙等',
      type: '综合医院',
    });
    expect(all.body.list[0]!.phone).toMatch(/^0999-/);
    expect(all.body.list.every((x) => !x.bookableThisWeek)).toBe(true);

    await ingestSchedule(t, h, { date: addDays(chinaToday(), 2) });
    const withSlots = await get<HospitalPage>('/api/hospitals', { keyword: '人民医院' });
    expect(withSlots.body.list.map((x) => [x.name, x.bookableThisWeek])).toEqual([
      ['青禾县人民医院', true],
      ['青禾县第二人民医院', false],
    ]);
    const township = await get<HospitalPage>('/api/hospitals', { type: '乡镇卫生院' });
    expect(township.body.total).toBe(3);
    const level = await get<HospitalPage>('/api/hospitals', { level: '一级', pageSize: '2' });
    expect([level.body.total, level.body.list.length]).toEqual([5, 2]);
    const beyond = await get<HospitalPage>('/api/hospitals', { pageNo: String(10 ** 15) });
    expect([beyond.status, beyond.body.list]).toEqual([200, []]);
    // Past 2^53 a page number no longer counts exactly: refused by name, not sent to SQL.
    const unsafe = await get<{ code: string; message: string }>('/api/hospitals', {
      pageNo: String(10 ** 18),
    });
    expect([unsafe.status, unsafe.body.code]).toEqual([400, 'INVALID_INPUT']);
    expect(unsafe.body.message).toContain('页码');
    const bad = await get<{ code: string }>('/api/hospitals', { level: '四级' });
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_INPUT']);
  });

  it('sends a hospital with grouped departments and rule numbers, cached with an ETag', async () => {
    const res = await get<HospitalDetail>(`/api/hospitals/${h.id}`);
    expect(res.status).toBe(200);
    expect(res.body.rules).toMatchObject({ releaseTime: '08:00', windowDays: 7, dailyLimit: 2 });
    const [first, second] = res.body.departments;
    expect(first).toMatchObject({ name: '内科', parentId: null, category: '内科' });
    expect(second).toMatchObject({ name: '心血管内科', parentId: first!.id, category: '内科' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const again = await t.app.inject({
      url: `/api/hospitals/${h.id}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const missing = await get<{ code: string }>('/api/hospitals/nope');
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('counts at least 60 departments and 150 doctors with generated avatars', async () => {
    const departments = await t.db.selectFrom('department').select('id').execute();
    const doctors = await t.db.selectFrom('doctor').select('id').execute();
    expect(departments.length).toBeGreaterThanOrEqual(60);
    expect(doctors.length).toBeGreaterThanOrEqual(150);
    const dept = await get<DepartmentDetail>(`/api/departments/${h.departmentId}`);
    expect(dept.body.doctors.length).toBeGreaterThan(0);
    const doctor = await get<Doctor>(`/api/doctors/${h.doctorIds[0]}`);
    expect(doctor.body).toMatchObject({ hospitalId: h.id, departmentId: h.departmentId });
    expect(doctor.body.avatar.text).toBe(Array.from(doctor.body.name)[0]);
    expect((await get('/api/doctors/none')).status).toBe(404);
    const surname = Array.from(doctor.body.name)[0]!;
    const found = await get<Doctor[]>('/api/doctors', { keyword: doctor.body.name });
    expect(found.body.map((d) => d.id)).toContain(doctor.body.id);
    expect(found.body[0]).toMatchObject({ hospitalName: expect.any(String) });
    const bySurname = await get<Doctor[]>('/api/doctors', { keyword: surname, hospitalId: h.id });
    expect(bySurname.body.every((d) => d.name.includes(surname) && d.hospitalId === h.id)).toBe(
      true,
    );
    expect((await get<Doctor[]>('/api/doctors', { keyword: '%' })).body).toEqual([]);
    expect((await get('/api/departments/none')).status).toBe(404);
  });

  it('lists schedules with fresh remaining counts and release time, filtered', async () => {
    const date = addDays(chinaToday(), 3);
    const s = await ingestSchedule(t, h, {
      date,
      slots: 3,
      capacity: 4,
      taken: 1,
      clinicType: '专家',
    });
    const res = await get<Schedule[]>('/api/schedules', {
      doctorId: h.doctorIds[0]!,
      from: date,
      to: date,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=2');
    const found = res.body.find((x) => x.id === s.scheduleId)!;
    expect(found).toMatchObject({
      capacity: 12,
      remaining: 9,
      state: 'open',
      period: 'am',
      fee: 1500,
    });
    expect(found.releaseAt).toBe(new Date(`${addDays(date, -7)}T08:00:00+08:00`).toISOString());
    const byDept = await get<Schedule[]>('/api/schedules', {
      departmentId: h.departmentId,
      clinicType: '普通',
    });
    expect(byDept.body.some((x) => x.id === s.scheduleId)).toBe(false);
    const none = await get<{ code: string }>('/api/schedules');
    expect([none.status, none.body.code]).toEqual([400, 'INVALID_INPUT']);
    const slots = await get<{ remaining: number }[]>(`/api/schedules/${s.scheduleId}/slots`);
    expect(slots.body.map((x) => x.remaining)).toEqual([3, 3, 3]);
    expect((await get('/api/schedules/none/slots')).status).toBe(404);
    const one = await get<Schedule>(`/api/schedules/${s.scheduleId}`);
    expect(one.body).toEqual(found);
    expect((await get('/api/schedules/none')).status).toBe(404);
  });

  it('reads the booking rules from the hospital row, which the bureau may change', async () => {
    const date = addDays(chinaToday(), 10);
    const s = await ingestSchedule(t, h, { date });
    const state = async () =>
      (
        await get<Schedule[]>('/api/schedules', { hospitalId: h.id, from: date, to: date })
      ).body.find((x) => x.id === s.scheduleId)!;
    expect((await state()).state).toBe('not_released');
    await updateRules(t.db, h.id, { window_days: 14, release_time: '00:00' });
    expect(await state()).toMatchObject({
      state: 'open',
      releaseAt: new Date(`${addDays(date, -14)}T00:00:00+08:00`).toISOString(),
    });
    const detail = await get<HospitalDetail>(`/api/hospitals/${h.id}`);
    expect(detail.body.rules).toMatchObject({ windowDays: 14, releaseTime: '00:00' });
    await updateRules(t.db, h.id, { window_days: 7, release_time: '08:00' });
  });
});
