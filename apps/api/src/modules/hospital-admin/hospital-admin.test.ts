import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/accounts.js';
import { bookingClient, bookingDays, ingestSchedule } from '../../test/booking-fixtures.js';
import { addDays } from '../hospitals/schedule-time.js';
import { engines } from '../../test/engines.js';
import { createHospitalKey } from '../ingest/hospital-key.service.js';
import { staffSession, type StaffClient } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

interface Dept {
  id: string;
  name: string;
  parentId: string | null;
  retiredAt: string | null;
}

describe.each(engines)('hospital administration on %s', (engine) => {
  let t: TestApp;
  let admin: StaffClient;
  let bureau: StaffClient;
  let own: string;
  let other: string;
  const base = (hospitalId: string) => `/api/staff/hospitals/${hospitalId}`;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await staffSession(t.app, 'rmyy-admin');
    bureau = await staffSession(t.app, 'bureau');
    own = admin.hospitalId!;
    const hospitals = await t.app.inject({ url: '/api/hospitals', query: { pageSize: '100' } });
    other = hospitals.json().list.find((h: { id: string }) => h.id !== own).id;
  });
  afterAll(() => t.close());

  const auditCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('changes the hospital page; the citizen page shows it at once', async () => {
    const before = await t.app.inject({ url: `/api/hospitals/${own}` });
    expect(before.statusCode).toBe(200);
    const page = await admin.inject({ url: base(own) });
    expect(page.statusCode, page.body).toBe(200);
    const notice = '本周六上午门诊照常（测试通知）';
    const put = await admin.inject({
      method: 'PUT',
      url: base(own),
      payload: { ...(page.json() as object), id: undefined, name: undefined, notices: [notice] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await t.app.inject({
      url: `/api/hospitals/${own}`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().notices).toEqual([notice]);
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'hospital.update')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.after!)).toEqual({ notices: [notice] });
  });

  it('answers bad input with 400 in Chinese and adds no audit row', async () => {
    const n = await auditCount();
    const res = await admin.inject({
      method: 'PUT',
      url: base(own),
      payload: { intro: '', hours: '', transport: '', phones: [], notices: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
    const rules = await admin.inject({
      method: 'PUT',
      url: `${base(own)}/rules`,
      payload: { windowDays: 99 },
    });
    expect(rules.statusCode).toBe(400);
    expect(await auditCount()).toBe(n);
  });

  it("hides another hospital's pages and objects from a hospital administrator (404)", async () => {
    expect((await admin.inject({ url: base(other) })).statusCode).toBe(404);
    expect((await admin.inject({ url: `${base(other)}/doctors` })).statusCode).toBe(404);
    const theirs = (await bureau.inject({ url: `${base(other)}/departments` })).json() as Dept[];
    const retire = await admin.inject({
      method: 'POST',
      url: `${base(own)}/departments/${theirs[0]!.id}/retire`,
    });
    expect(retire.statusCode).toBe(404);
    const key = (await bureau.inject({ method: 'POST', url: `${base(other)}/keys` })).json();
    const revoke = await admin.inject({
      method: 'POST',
      url: `${base(own)}/keys/${key.view.id}/revoke`,
    });
    expect(revoke.statusCode).toBe(404);
  });

  it('refuses editors and doctors (403)', async () => {
    for (const who of ['editor', 'rmyy-doctor']) {
      const client = await staffSession(t.app, who);
      expect((await client.inject({ url: base(own) })).statusCode).toBe(403);
      const keys = await client.inject({ method: 'POST', url: `${base(own)}/keys` });
      expect(keys.statusCode).toBe(403);
    }
  });

  it('adds a department and a doctor; a retired doctor leaves the citizen lists', async () => {
    const departments = (await admin.inject({ url: `${base(own)}/departments` })).json() as Dept[];
    const top = departments.find((d) => !d.parentId)!;
    const added = await admin.inject({
      method: 'POST',
      url: `${base(own)}/departments`,
      payload: { name: '疼痛科门诊', parentId: top.id, intro: '慢性疼痛诊治（虚构）' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const clinic = added.json().id as string;
    const doctor = await admin.inject({
      method: 'POST',
      url: `${base(own)}/doctors`,
      payload: {
        name: '测试医生',
        title: '主治医师',
        departmentId: clinic,
        specialty: '颈肩腰腿痛',
        intro: '',
      },
    });
    expect(doctor.statusCode, doctor.body).toBe(200);
    const doctorId = doctor.json().id as string;
    const citizen = await t.app.inject({ url: `/api/departments/${clinic}` });
    expect(citizen.json().doctors.map((d: { id: string }) => d.id)).toEqual([doctorId]);
    const search = await t.app.inject({ url: '/api/doctors', query: { keyword: '测试医生' } });
    expect(search.json()).toHaveLength(1);

    // 接受在线咨询: on for a new doctor; an edit may turn it off, one without it keeps it.
    const accepts = async () =>
      (await t.app.inject({ url: `/api/doctors/${doctorId}/consult-ratings` })).json<{
        acceptsQuestions: boolean;
      }>().acceptsQuestions;
    expect(await accepts()).toBe(true);
    const body = {
      name: '测试医生',
      title: '主治医师',
      departmentId: clinic,
      specialty: '',
      intro: '',
    };
    const edit = (payload: object) =>
      admin.inject({ method: 'PUT', url: `${base(own)}/doctors/${doctorId}`, payload });
    expect((await edit({ ...body, acceptsQuestions: false })).statusCode).toBe(200);
    expect(await accepts()).toBe(false);
    expect((await edit(body)).statusCode).toBe(200);
    expect(await accepts()).toBe(false);
    const listed = (await admin.inject({ url: `${base(own)}/doctors` })).json();
    expect(listed.find((d: { id: string }) => d.id === doctorId).acceptsQuestions).toBe(false);

    const retired = await admin.inject({
      method: 'POST',
      url: `${base(own)}/doctors/${doctorId}/retire`,
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect((await t.app.inject({ url: `/api/departments/${clinic}` })).json().doctors).toEqual([]);
    const again = await t.app.inject({ url: '/api/doctors', query: { keyword: '测试医生' } });
    expect(again.json()).toEqual([]);
    expect((await t.app.inject({ url: `/api/doctors/${doctorId}` })).statusCode).toBe(404);
    const list = (await admin.inject({ url: `${base(own)}/doctors` })).json();
    expect(list.find((d: { id: string }) => d.id === doctorId).retiredAt).toBeTruthy();

    const gone = await admin.inject({
      method: 'POST',
      url: `${base(own)}/departments/${clinic}/retire`,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const page = (await t.app.inject({ url: `/api/hospitals/${own}` })).json();
    expect(page.departments.map((d: { id: string }) => d.id)).not.toContain(clinic);
  });

  it('refuses to retire a doctor whose patients hold places; after, the schedules vanish', async () => {
    const doctor = await t.db
      .selectFrom('doctor as d')
      .innerJoin('department as dep', 'dep.id', 'd.department_id')
      .select(['d.id', 'd.department_id'])
      .where('d.hospital_id', '=', own)
      // Not what an earlier case added and retired (ids are random, so any may sort first).
      .where('d.retired_at', 'is', null)
      .where('dep.retired_at', 'is', null)
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
    const h = {
      id: own,
      key: (await createHospitalKey(t.db, own))!.key,
      departmentId: doctor.department_id,
      doctorIds: [doctor.id],
    };
    const s = await ingestSchedule(t, h, { date: bookingDays().day });
    const user = await createTestUser(t.db, { verified: true });
    const client = bookingClient(t, h);
    const booked = await client.book(user, s.slotIds[0]!);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const url = `${base(own)}/doctors/${doctor.id}/retire`;
    const refused = await admin.inject({ method: 'POST', url });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/停诊/);

    expect((await client.cancel(user, booked.body.id)).status).toBe(200);
    expect((await admin.inject({ method: 'POST', url })).statusCode).toBe(200);
    const listed = await t.app.inject({ url: '/api/schedules', query: { doctorId: doctor.id } });
    expect(listed.json()).toEqual([]);
    // History keeps the schedule, now stopped, and the booking's doctor.
    const one = await t.app.inject({ url: `/api/schedules/${s.scheduleId}` });
    expect(one.json()).toMatchObject({ doctorId: doctor.id, state: 'stopped' });
  });

  it('changes the booking rules', async () => {
    const rules = (await admin.inject({ url: `${base(own)}/rules` })).json();
    const res = await admin.inject({
      method: 'PUT',
      url: `${base(own)}/rules`,
      payload: { ...rules, windowDays: 14, releaseTime: '07:30' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = (await t.app.inject({ url: `/api/hospitals/${own}` })).json();
    expect(page.rules).toMatchObject({ windowDays: 14, releaseTime: '07:30' });
  });

  it('keeps 放号方式 in the booking rules: draw, its minutes and its clinic types', async () => {
    const rules = (await admin.inject({ url: `${base(own)}/rules` })).json();
    // The demo's 青禾县人民医院 draws its 专家号 over five minutes.
    const demo = { releaseMode: 'draw', drawMinutes: 5, drawClinicTypes: ['专家'] };
    expect(rules).toMatchObject(demo);
    const put = (payload: object) =>
      admin.inject({ method: 'PUT', url: `${base(own)}/rules`, payload: { ...rules, ...payload } });
    const first = await put({ releaseMode: 'first_come' });
    expect(first.json()).toMatchObject({ releaseMode: 'first_come', drawClinicTypes: ['专家'] });
    const res = await put({ drawMinutes: 10, drawClinicTypes: ['专家', '普通'] });
    expect(res.statusCode, res.body).toBe(200);
    // Stored in the contract's order of clinic types, whatever order the form sent.
    const expected = { releaseMode: 'draw', drawMinutes: 10, drawClinicTypes: ['普通', '专家'] };
    expect(res.json()).toMatchObject(expected);
    expect((await admin.inject({ url: `${base(own)}/rules` })).json()).toMatchObject(expected);
    const page = (await t.app.inject({ url: `/api/hospitals/${own}` })).json();
    expect(page.rules).toMatchObject(expected);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'hospital.rules.update')
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before!)).toEqual({
      releaseMode: 'first_come',
      drawMinutes: 5,
      drawClinicTypes: ['专家'],
    });
    expect(JSON.parse(audit.after!)).toEqual(expected);

    const n = await auditCount();
    for (const bad of [
      { drawMinutes: 0 },
      { drawMinutes: 61 },
      { drawClinicTypes: ['专家', '专家'] },
      { drawClinicTypes: ['急诊'] },
      { releaseMode: 'fastest' },
    ]) {
      const refused = await put(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await auditCount()).toBe(n);
    const back = await put({});
    expect(back.json()).toMatchObject(demo);
  });

  it('gives a department its own 放号方式, its schedules not yet released following', async () => {
    const doctor = await t.db
      .selectFrom('doctor as d')
      .innerJoin('department as dep', 'dep.id', 'd.department_id')
      .select(['d.id', 'd.department_id', 'dep.name', 'dep.parent_id', 'dep.intro'])
      .where('d.hospital_id', '=', own)
      .where('d.retired_at', 'is', null)
      .where('dep.retired_at', 'is', null)
      .orderBy('d.id', 'desc')
      .executeTakeFirstOrThrow();
    const h = {
      id: own,
      key: (await createHospitalKey(t.db, own))!.key,
      departmentId: doctor.department_id,
      doctorIds: [doctor.id],
    };
    const { windowDays } = (await admin.inject({ url: `${base(own)}/rules` })).json();
    const { today, day } = bookingDays();
    // 专家 schedules: one released already, two not yet released.
    const clinicType = '专家';
    const released = await ingestSchedule(t, h, { date: day, clinicType });
    const later = await ingestSchedule(t, h, { date: addDays(today, windowDays + 1), clinicType });
    const later2 = await ingestSchedule(t, h, {
      date: addDays(today, windowDays + 2),
      period: 'pm',
      clinicType,
    });
    const drawsOf = async () =>
      new Map(
        (
          await t.db
            .selectFrom('draw')
            .select(['schedule_id', 'window_start', 'window_end', 'commitment'])
            .where('schedule_id', 'in', [released.scheduleId, later.scheduleId, later2.scheduleId])
            .execute()
        ).map((d) => [d.schedule_id, d]),
      );
    const minutesOf = (d: { window_start: string; window_end: string }) =>
      (Date.parse(d.window_end) - Date.parse(d.window_start)) / 60_000;
    const laterIds = [later.scheduleId, later2.scheduleId].sort();
    // Following the hospital (its 专家号 drawn over 5 minutes), published with their draws.
    const followed = await drawsOf();
    expect([...followed.keys()].sort()).toEqual(laterIds);
    expect(minutesOf(followed.get(later.scheduleId)!)).toBe(5);

    const url = `${base(own)}/departments/${doctor.department_id}`;
    const body = { name: doctor.name, parentId: doctor.parent_id, intro: doctor.intro };
    const edit = async (payload: object) => {
      const res = await admin.inject({ method: 'PUT', url, payload: { ...body, ...payload } });
      expect(res.statusCode, res.body).toBe(200);
    };
    const listed = async () =>
      ((await admin.inject({ url: `${base(own)}/departments` })).json() as Dept[]).find(
        (d) => d.id === doctor.department_id,
      );

    // Its own 先到先得 wins over the hospital's draw: the draws go.
    await edit({ releaseMode: 'first_come', drawMinutes: 10 });
    // Minutes mean nothing without a draw and are not kept.
    expect(await listed()).toMatchObject({ releaseMode: 'first_come', drawMinutes: null });
    expect((await drawsOf()).size).toBe(0);
    expect((await t.app.inject({ url: `/api/schedules/${later.scheduleId}` })).json().draw).toBe(
      null,
    );

    // Switched to 抽签 over 10 minutes: draws for the two not yet released, none for the other.
    await edit({ releaseMode: 'draw', drawMinutes: 10 });
    expect(await listed()).toMatchObject({ releaseMode: 'draw', drawMinutes: 10 });
    const draws = await drawsOf();
    expect([...draws.keys()].sort()).toEqual(laterIds);
    const schedule = (await t.app.inject({ url: `/api/schedules/${later.scheduleId}` })).json();
    expect(schedule.state).toBe('not_released');
    expect(schedule.draw.windowStart).toBe(draws.get(later.scheduleId)!.window_start);
    expect(minutesOf(draws.get(later.scheduleId)!)).toBe(10);
    expect(draws.get(later.scheduleId)!.commitment).toMatch(/^[0-9a-f]{64}$/);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'department.update')
      .where('entity_id', '=', doctor.department_id)
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before!)).toEqual({ releaseMode: 'first_come', drawMinutes: null });
    expect(JSON.parse(audit.after!)).toEqual({ releaseMode: 'draw', drawMinutes: 10 });

    // An edit without 放号方式 keeps it, and the same draws (no new commitment).
    await edit({ intro: `${body.intro}（更新）` });
    expect(await listed()).toMatchObject({ releaseMode: 'draw', drawMinutes: 10 });
    expect((await drawsOf()).get(later.scheduleId)!.commitment).toBe(
      draws.get(later.scheduleId)!.commitment,
    );

    // Back to the hospital's rules: its five minutes, the same commitment, the released one
    // never drawn.
    await edit({ releaseMode: null });
    expect(await listed()).toMatchObject({ releaseMode: null, drawMinutes: null });
    const back = await drawsOf();
    expect([...back.keys()].sort()).toEqual(laterIds);
    expect(minutesOf(back.get(later.scheduleId)!)).toBe(5);
    expect(back.get(later.scheduleId)!.commitment).toBe(draws.get(later.scheduleId)!.commitment);
    const bad = await admin.inject({
      method: 'PUT',
      url,
      payload: { ...body, releaseMode: 'draw', drawMinutes: 90 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('creates a key that works on the visit feed until revoked', async () => {
    const created = await admin.inject({ method: 'POST', url: `${base(own)}/keys` });
    expect(created.statusCode, created.body).toBe(200);
    const { key, view } = created.json();
    expect(key.startsWith(view.prefix)).toBe(true);
    const visit = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/ingest/visits',
        headers: { authorization: `Bearer ${key}` },
        payload: { bookingId: 'no-such-booking', status: 'completed' },
      });
    expect((await visit()).statusCode).not.toBe(401);
    const listed = (await admin.inject({ url: `${base(own)}/keys` })).json();
    const row = listed.find((k: { id: string }) => k.id === view.id);
    expect(row.lastUsedAt).toBeTruthy();
    expect(JSON.stringify(listed)).not.toContain(key);
    const revoked = await admin.inject({
      method: 'POST',
      url: `${base(own)}/keys/${view.id}/revoke`,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await visit()).statusCode).toBe(401);
    const twice = await admin.inject({
      method: 'POST',
      url: `${base(own)}/keys/${view.id}/revoke`,
    });
    expect(twice.statusCode).toBe(409);
  });
});
