import Database from 'better-sqlite3';
import { inject } from 'vitest';
import type { HospitalDetail, HospitalPage, Schedule, Slot } from '@portal/contract';
import { baseURL, chinaDay } from './browser.js';
import { createHospitalKey, sendFeed } from './hospital-system.js';

/** Days ahead of the journeys' drawn schedules: past every seeded schedule (two weeks). */
export const DRAW_DAYS_AHEAD = 20;

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** HH:MM in China time of an instant. */
function chinaClock(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(11, 16);
}

export interface DrawnSchedule {
  hospitalId: string;
  hospitalName: string;
  departmentId: string;
  schedule: Schedule;
  slots: Slot[];
  windowStart: number;
  windowEnd: number;
  /** Puts the hospital's rules back as they were. */
  restore: () => void;
}

/**
 * A schedule released by draw whose window opens at the next whole minute (China time) at least
 * 30 s away (the checks before it take that long) and lasts one minute: the hospital's rules are set as its administrator would
 * (release at that minute, 20 days ahead, by draw over one minute) and every process told, then
 * its system feeds a schedule for the day 20 days ahead, which gets its draw as it is published.
 * Each journey uses a township hospital of its own, which no other journey or the sweep reads.
 */
export async function drawnSchedule(hospitalName: string): Promise<DrawnSchedule> {
  const hospitals = await get<HospitalPage>('/api/hospitals?pageSize=100');
  const hospital = hospitals.list.find((h) => h.name === hospitalName);
  if (!hospital) throw new Error(`no hospital ${hospitalName}`);
  const detail = await get<HospitalDetail>(`/api/hospitals/${hospital.id}`);
  const department = detail.departments.find((d) => d.parentId !== null)!;

  const windowStart = Math.ceil((Date.now() + 30_000) / 60_000) * 60_000;
  const db = new Database(inject('portalDb'));
  let before: Record<string, unknown>;
  try {
    before = db
      .prepare('SELECT * FROM booking_rule WHERE hospital_id = ?')
      .get(hospital.id) as Record<string, unknown>;
    db.prepare(
      `UPDATE booking_rule SET release_time = ?, window_days = ?, release_mode = 'draw',
         draw_minutes = 1, draw_clinic_types = '' WHERE hospital_id = ?`,
    ).run(chinaClock(windowStart), DRAW_DAYS_AHEAD, hospital.id);
    // As the console does after a change: every process drops its copies within a second.
    db.prepare('UPDATE shared_change SET generation = generation + 1 WHERE id = 1').run();
  } finally {
    db.close();
  }
  const restore = () => {
    const back = new Database(inject('portalDb'));
    try {
      back
        .prepare(
          `UPDATE booking_rule SET release_time = ?, window_days = ?, release_mode = ?,
             draw_minutes = ?, draw_clinic_types = ? WHERE hospital_id = ?`,
        )
        .run(
          before.release_time,
          before.window_days,
          before.release_mode,
          before.draw_minutes,
          before.draw_clinic_types,
          hospital.id,
        );
      back.prepare('UPDATE shared_change SET generation = generation + 1 WHERE id = 1').run();
    } finally {
      back.close();
    }
  };

  const externalId = `E2E-DRAW-${windowStart}-${hospital.id.slice(-6)}`;
  const fed = (await sendFeed(createHospitalKey(hospital.id), '/api/ingest/schedules', {
    schedules: [
      {
        externalId,
        departmentId: department.id,
        doctorId: null,
        date: chinaDay(DRAW_DAYS_AHEAD),
        period: 'pm',
        clinicType: '普通',
        fee: 1000,
        slots: [
          { start: '14:00', end: '14:30', capacity: 1 },
          { start: '14:30', end: '15:00', capacity: 1 },
          { start: '15:00', end: '15:30', capacity: 1 },
        ],
      },
    ],
  })) as { ids: Record<string, string> };
  const id = fed.ids[externalId]!;
  const schedule = await get<Schedule>(`/api/schedules/${id}`);
  if (!schedule.draw) {
    restore();
    throw new Error(`the fed schedule got no draw: ${JSON.stringify(schedule)}`);
  }
  return {
    hospitalId: hospital.id,
    hospitalName,
    departmentId: department.id,
    schedule,
    slots: await get<Slot[]>(`/api/schedules/${id}/slots`),
    windowStart: Date.parse(schedule.draw.windowStart),
    windowEnd: Date.parse(schedule.draw.windowEnd),
    restore,
  };
}
