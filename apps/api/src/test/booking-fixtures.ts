import type { Booking, IngestSchedule, Period } from '@portal/contract';
import { chinaToday } from '../lib/china-day.js';
import { addDays } from '../modules/hospitals/schedule-time.js';
import { createTestUser, type TestUser } from './accounts.js';
import type { TestApp } from './test-app.js';
import { createHospitalKey } from '../modules/ingest/hospital-key.service.js';

/** A demo hospital with a key, a clinic and its doctors, for booking tests. */
export interface TestHospital {
  id: string;
  key: string;
  departmentId: string;
  doctorIds: string[];
}

export async function testHospital(t: TestApp, index = 0): Promise<TestHospital> {
  const hospital = await t.db
    .selectFrom('hospital')
    .select('id')
    .orderBy('sort_order')
    .offset(index)
    .limit(1)
    .executeTakeFirstOrThrow();
  const doctors = await t.db
    .selectFrom('doctor')
    .select(['id', 'department_id'])
    .where('hospital_id', '=', hospital.id)
    .orderBy('department_id')
    .execute();
  const departmentId = doctors[0]!.department_id;
  const created = await createHospitalKey(t.db, hospital.id);
  return {
    id: hospital.id,
    key: created!.key,
    departmentId,
    doctorIds: doctors.filter((d) => d.department_id === departmentId).map((d) => d.id),
  };
}

let serial = 0;

/**
 * Sends one schedule through the ingestion endpoint, as a hospital system would, and answers
 * its id and its slots' ids. Each test doctor gets a fresh external id.
 */
export async function ingestSchedule(
  t: TestApp,
  h: TestHospital,
  options: {
    date: string;
    period?: Period;
    doctorId?: string | null;
    slots?: number;
    capacity?: number;
    taken?: number;
    stopped?: string;
    externalId?: string;
    /** 普通 unless told: the demo county releases 青禾县人民医院's 专家 schedules by draw. */
    clinicType?: IngestSchedule['clinicType'];
  },
): Promise<{ scheduleId: string; slotIds: string[]; externalId: string }> {
  serial += 1;
  const externalId = options.externalId ?? `T${serial}-${Date.now()}`;
  const period = options.period ?? 'am';
  const start = { am: 8, pm: 14, night: 18 }[period];
  const schedule: IngestSchedule = {
    externalId,
    departmentId: h.departmentId,
    doctorId: options.doctorId === undefined ? h.doctorIds[0]! : options.doctorId,
    date: options.date,
    period,
    clinicType: options.clinicType ?? '普通',
    fee: 1500,
    location: '门诊楼 3 楼 A 区',
    ...(options.stopped ? { state: 'stopped' as const, stopReason: options.stopped } : {}),
    slots: Array.from({ length: options.slots ?? 2 }, (_, i) => ({
      start: `${String(start + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      end: `${String(start + Math.floor((i + 1) / 2)).padStart(2, '0')}:${i % 2 ? '00' : '30'}`,
      capacity: options.capacity ?? 5,
      taken: options.taken ?? 0,
    })),
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ingest/schedules',
    headers: { authorization: `Bearer ${h.key}` },
    payload: { schedules: [schedule] },
  });
  if (res.statusCode !== 200) throw new Error(`ingest failed: ${res.payload}`);
  const scheduleId = (res.json() as { ids: Record<string, string> }).ids[externalId]!;
  const slots = await t.app.inject({ url: `/api/schedules/${scheduleId}/slots` });
  return {
    scheduleId,
    slotIds: (slots.json() as { id: string }[]).map((s) => s.id),
    externalId,
  };
}

/** The days booking tests book on. */
export function bookingDays() {
  const today = chinaToday();
  // Two days ahead: released, and its cancel deadline (18:00 the day before) still ahead.
  return { today, day: addDays(today, 2) };
}

/** What booking tests do over and over, against one app and one test hospital. */
export function bookingClient(t: TestApp, h: TestHospital) {
  const { day } = bookingDays();
  let keySerial = 0;
  const answer = (res: { statusCode: number; json: () => unknown }) => ({
    status: res.statusCode,
    body: res.json() as Booking & { code: string; message: string },
  });
  return {
    book: async (user: TestUser, slotId: string, patientId = 'self', key?: string) =>
      answer(
        await t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          query: { user: user.token },
          headers: { 'idempotency-key': key ?? `k${++keySerial}` },
          payload: { slotId, patientId },
        }),
      ),
    cancel: async (user: TestUser, id: string) =>
      answer(
        await t.app.inject({
          method: 'POST',
          url: `/api/bookings/${id}/cancel`,
          query: { user: user.token },
        }),
      ),
    verified: () => createTestUser(t.db, { verified: true }),
    schedule: (date = day, extra: Parameters<typeof ingestSchedule>[2] = { date }) =>
      ingestSchedule(t, h, { ...extra, date }),
    remaining: async (scheduleId: string) => {
      const res = await t.app.inject({ url: `/api/schedules/${scheduleId}/slots` });
      return (res.json() as { remaining: number }[]).reduce((n, s) => n + s.remaining, 0);
    },
  };
}
