import type { IngestSchedule, Period } from '@portal/contract';
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
    clinicType: '专家',
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
