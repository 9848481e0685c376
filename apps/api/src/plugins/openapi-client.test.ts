import type { AddressInfo } from 'node:net';
import { API } from '@portal/contract';
import createClient from 'openapi-fetch';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../lib/china-day.js';
import { addDays } from '../modules/hospitals/schedule-time.js';
import { createHospitalKey } from '../modules/ingest/hospital-key.service.js';
import { TEST_PASSWORD } from '../test/accounts.js';
import { journeyClientTypes } from '../test/client-types.js';
import { engines } from '../test/engines.js';
import type { paths } from '../test/portal-api.js';
import { verifiedUser } from '../test/records-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * A hospital's system and a citizen's app, as outsiders: a typed client generated from the
 * document the server serves, talking HTTP to a listening server. Only the hospital's key and
 * the citizen's account are made directly, as the bureau and registration would.
 */
describe.each(engines)('a client generated from the OpenAPI document on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;
  let hospitalKey: string;
  let citizen: { username: string; idNo: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const hospital = await t.db
      .selectFrom('hospital')
      .select('id')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    hospitalKey = (await createHospitalKey(t.db, hospital.id))!.key;
    citizen = await verifiedUser(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('is what openapi-typescript makes of the served document', async () => {
    const res = await fetch(`${baseUrl}${API.docsJson}`);
    expect(res.status).toBe(200);
    const types = await journeyClientTypes((await res.json()) as OpenAPI3);
    // On a difference: `npx vitest run --project api src/plugins/openapi-client.test.ts -u`,
    // then read the diff: it is what every hospital's generated client sees change.
    await expect(types).toMatchFileSnapshot('../test/portal-api.d.ts');
  });

  it('lets a hospital push a schedule and a report and a citizen book and read it', async () => {
    const hospital = createClient<paths>({
      baseUrl,
      headers: { Authorization: `Bearer ${hospitalKey}` },
    });
    const catalog = await hospital.GET('/api/ingest/catalog');
    const doctor = catalog.data!.doctors[0]!;
    const day = addDays(chinaToday(), 2);
    const pushed = await hospital.POST('/api/ingest/schedules', {
      body: {
        schedules: [
          {
            externalId: `OAS-${engine}`,
            departmentId: doctor.departmentId,
            doctorId: doctor.id,
            date: day,
            period: 'am',
            clinicType: '专家',
            fee: 1500,
            location: '门诊楼 2 楼',
            slots: [{ start: '08:00', end: '08:30', capacity: 3, taken: 0 }],
          },
        ],
      },
    });
    expect(pushed.response.status).toBe(200);
    expect(pushed.data!.created).toBe(1);
    const report = await hospital.POST('/api/ingest/reports', {
      body: {
        reports: [
          {
            reportId: `OAS-R-${engine}`,
            type: 'lab',
            patient: { idNo: citizen.idNo, name: '测试用户' },
            title: '血常规',
            reportedAt: `${addDays(chinaToday(), -1)} 09:30`,
            items: [
              { code: 'HGB', name: '血红蛋白', result: '135', unit: 'g/L', low: 130, high: 175 },
            ],
          },
        ],
      },
    });
    expect(report.data).toMatchObject({ created: 1, rejected: [] });

    const signIn = await createClient<paths>({ baseUrl }).POST('/api/chk_login', {
      body: { username: citizen.username, password: TEST_PASSWORD },
    });
    expect(signIn.response.status).toBe(200);
    const me = createClient<paths>({
      baseUrl,
      headers: { Authorization: `Bearer ${signIn.data!.token}` },
    });

    const schedules = await me.GET('/api/schedules', {
      params: { query: { doctorId: doctor.id, from: day, to: day } },
    });
    const schedule = schedules.data!.find((s) => s.id === pushed.data!.ids[`OAS-${engine}`]);
    expect(schedule).toMatchObject({ date: day, fee: 1500, state: 'open' });
    const slots = await me.GET('/api/schedules/{id}/slots', {
      params: { path: { id: schedule!.id } },
    });
    expect(slots.data!.map((s) => [s.start, s.remaining])).toEqual([['08:00', 3]]);
    const booked = await me.POST('/api/bookings', {
      params: { header: { 'idempotency-key': `oas-${engine}` } },
      body: { slotId: slots.data![0]!.id, patientId: 'self' },
    });
    expect(booked.response.status).toBe(200);
    // 200 is a booking; 202 (an entry in a draw) is the other success the client must tell apart.
    const booking = booked.data!;
    if ('entry' in booking) throw new Error('a first-come schedule answered with a draw entry');
    expect(booking).toMatchObject({ status: 'booked', scheduleId: schedule!.id, date: day });
    expect(booking.pickupCode).toMatch(/^\d{8}$/);
    const mine = await me.GET('/api/bookings');
    expect(mine.data!.list.map((b) => b.id)).toContain(booking.id);

    const reports = await me.GET('/api/reports', { params: { query: { type: 'lab' } } });
    const listed = reports.data!.find((r) => r.id === report.data!.ids[`OAS-R-${engine}`]);
    expect(listed).toMatchObject({ title: '血常规', abnormal: false, read: false });
    const opened = await me.GET('/api/zlb.get_repjy.html', {
      params: { query: { id: listed!.id } },
    });
    expect(opened.data!.items.map((i) => [i.name, i.value])).toEqual([['血红蛋白', 135]]);

    // The document's security is what the server enforces: the citizen's token is no hospital key.
    const refused = await me.POST('/api/ingest/reports', { body: { reports: [] } });
    expect([refused.response.status, refused.error?.code]).toEqual([401, 'UNAUTHENTICATED']);
  });
});
