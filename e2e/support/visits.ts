import Database from 'better-sqlite3';
import { inject } from 'vitest';
import { baseURL, chinaDay } from './browser.js';
import { createHospitalKey, sendFeed } from './hospital-system.js';

/**
 * A doctor of the hospital no staff account is linked to: the demo doctor's schedules belong
 * to the desk journeys, which count the rows of their days.
 */
function unlinkedDoctor(hospitalId: string) {
  const db = new Database(inject('portalDb'), { readonly: true });
  try {
    const doctor = db
      .prepare(
        `SELECT id, department_id FROM doctor
         WHERE hospital_id = ? AND retired_at IS NULL
           AND id NOT IN (SELECT doctor_id FROM staff_account WHERE doctor_id IS NOT NULL)
         ORDER BY sort_order DESC, id LIMIT 1`,
      )
      .get(hospitalId) as { id: string; department_id: string } | undefined;
    if (!doctor) throw new Error(`no doctor without a staff account at ${hospitalId}`);
    return doctor;
  } finally {
    db.close();
  }
}

/**
 * An appointment of its own: the hospital's system (`key`) feeds a night schedule with one place
 * for a doctor no staff account is linked to, so it never offers other journeys a free slot,
 * and the citizen books it through the API. `label` names the schedule (E2E-<label>-…).
 */
export async function bookedNightClinic(
  citizenToken: string,
  hospitalId: string,
  key: string,
  date: string,
  label: string,
): Promise<{ id: string; pickupCode: string; queueNo: number }> {
  const doctor = unlinkedDoctor(hospitalId);
  const externalId = `E2E-${label}-${date}-${citizenToken.slice(-6)}`;
  const fed = (await sendFeed(key, '/api/ingest/schedules', {
    schedules: [
      {
        externalId,
        departmentId: doctor.department_id,
        doctorId: doctor.id,
        date,
        period: 'night',
        clinicType: '普通',
        fee: 1000,
        slots: [{ start: '18:00', end: '18:30', capacity: 1 }],
      },
    ],
  })) as { ids: Record<string, string> };
  const slots = (await (
    await fetch(`${baseURL()}/api/schedules/${fed.ids[externalId]}/slots`)
  ).json()) as { id: string }[];
  const booked = await fetch(`${baseURL()}/api/bookings?user=${encodeURIComponent(citizenToken)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': externalId },
    body: JSON.stringify({ slotId: slots[0]!.id, patientId: 'self' }),
  });
  if (!booked.ok) throw new Error(`booking: ${booked.status} ${await booked.text()}`);
  return (await booked.json()) as { id: string; pickupCode: string; queueNo: number };
}

/**
 * A visit as an evaluation needs one: a night clinic of its own booked by the citizen
 * (bookedNightClinic), which the system marks completed, as its visit feed does after the
 * consultation; the visit's day is then moved to yesterday.
 */
export async function completedVisit(
  citizenToken: string,
  hospitalId: string,
  date: string,
): Promise<{ bookingId: string }> {
  const key = createHospitalKey(hospitalId);
  const { id } = await bookedNightClinic(citizenToken, hospitalId, key, date, 'VISIT');
  await sendFeed(key, '/api/ingest/visits', { bookingId: id, status: 'completed' });
  // Booked ahead as usual, then visited yesterday: the portal takes no evaluation of a visit
  // whose day is still to come.
  const db = new Database(inject('portalDb'));
  try {
    db.prepare('UPDATE booking SET date = ? WHERE id = ?').run(chinaDay(-1), id);
  } finally {
    db.close();
  }
  return { bookingId: id };
}
