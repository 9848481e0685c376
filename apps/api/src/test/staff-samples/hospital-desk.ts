import type { InjectOptions } from 'fastify';
import { addDays } from '../../modules/hospitals/schedule-time.js';
import { createHospitalKey } from '../../modules/ingest/hospital-key.service.js';
import {
  bookingClient,
  bookingDays,
  ingestSchedule,
  type TestHospital,
} from '../booking-fixtures.js';
import type { TestApp } from '../test-app.js';
import type { StaffWriteSample } from './types.js';

/**
 * The demo staff's hospital (rmyy-admin's) as a booking-test hospital: its key, and the clinic
 * of the demo doctor (rmyy-doctor) with that clinic's doctors, the demo doctor first.
 */
export async function deskHospital(t: TestApp): Promise<TestHospital> {
  const staff = await t.db
    .selectFrom('staff_account')
    .select(['username', 'hospital_id', 'doctor_id'])
    .where('username', 'in', ['rmyy-admin', 'rmyy-doctor'])
    .execute();
  const hospitalId = staff.find((s) => s.username === 'rmyy-admin')!.hospital_id!;
  const doctorId = staff.find((s) => s.username === 'rmyy-doctor')!.doctor_id!;
  const own = await t.db
    .selectFrom('doctor')
    .select('department_id')
    .where('id', '=', doctorId)
    .executeTakeFirstOrThrow();
  const colleagues = await t.db
    .selectFrom('doctor')
    .select('id')
    .where('department_id', '=', own.department_id)
    .where('id', '<>', doctorId)
    .orderBy('id')
    .execute();
  return {
    id: hospitalId,
    key: (await createHospitalKey(t.db, hospitalId))!.key,
    departmentId: own.department_id,
    doctorIds: [doctorId, ...colleagues.map((d) => d.id)],
  };
}

const post = (url: string, payload: Record<string, unknown>): InjectOptions => ({
  method: 'POST',
  url,
  payload,
});

/** Schedules and the day's bookings of rmyy-admin's hospital. */
export const SAMPLES: StaffWriteSample[] = [
  {
    operation: 'POST /api/staff/hospitals/{hospitalId}/schedules/week',
    as: 'rmyy-admin',
    request: async (t) => {
      const h = await deskHospital(t);
      return post(`/api/staff/hospitals/${h.id}/schedules/week`, {
        doctorIds: [h.doctorIds[0]],
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        periods: ['night'],
        startDate: addDays(bookingDays().today, 60),
        capacity: 12,
        clinicType: '普通',
        fee: 1000,
      });
    },
    action: 'schedule.create_week',
    entity: 'schedule',
    changed: 'ids',
  },
  {
    operation: 'POST /api/staff/hospitals/{hospitalId}/schedules/{id}/capacity',
    as: 'rmyy-admin',
    request: async (t) => {
      const h = await deskHospital(t);
      const { scheduleId } = await ingestSchedule(t, h, { date: bookingDays().day });
      return post(`/api/staff/hospitals/${h.id}/schedules/${scheduleId}/capacity`, {
        capacity: 16,
      });
    },
    action: 'schedule.capacity',
    entity: 'schedule',
    changed: 'capacity',
  },
  {
    operation: 'POST /api/staff/hospitals/{hospitalId}/schedules/{id}/stop',
    as: 'rmyy-admin',
    request: async (t) => {
      const h = await deskHospital(t);
      const { scheduleId } = await ingestSchedule(t, h, { date: bookingDays().day });
      return post(`/api/staff/hospitals/${h.id}/schedules/${scheduleId}/stop`, {
        reason: '医生外出会诊',
      });
    },
    action: 'schedule.stop',
    entity: 'schedule',
    changed: 'state',
  },
  {
    operation: 'POST /api/staff/hospitals/{hospitalId}/bookings/{id}/visit',
    as: 'rmyy-admin',
    request: async (t) => {
      const h = await deskHospital(t);
      const c = bookingClient(t, h);
      const { slotIds } = await c.schedule();
      const booked = await c.book(await c.verified(), slotIds[0]!);
      return post(`/api/staff/hospitals/${h.id}/bookings/${booked.body.id}/visit`, {
        status: 'checked_in',
      });
    },
    action: 'booking.visit',
    entity: 'booking',
    changed: 'status',
  },
];
