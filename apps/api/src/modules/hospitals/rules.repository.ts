import type { BookingRules, ClinicType } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BookingRuleTable } from '../../db/schema.js';

export function toRules(row: Selectable<BookingRuleTable>): BookingRules {
  return {
    releaseTime: row.release_time,
    windowDays: row.window_days,
    cancelCutoffTime: row.cancel_cutoff_time,
    slotMinutes: row.slot_minutes,
    dailyLimit: row.daily_limit,
    openLimit: row.open_limit,
    monthlyLimit: row.monthly_limit,
    noShowLimit: row.no_show_limit,
    noShowWindowDays: row.no_show_window_days,
    suspensionDays: row.suspension_days,
    waitlistLimit: row.waitlist_limit,
    releaseMode: row.release_mode,
    drawMinutes: row.draw_minutes,
    drawClinicTypes: row.draw_clinic_types
      ? (row.draw_clinic_types.split(',') as ClinicType[])
      : [],
  };
}

/** Rules of each hospital, read fresh: the bureau changes them with one UPDATE, no deploy. */
export async function rulesByHospital(db: Db): Promise<Map<string, BookingRules>> {
  const rows = await db.selectFrom('booking_rule').selectAll().execute();
  return new Map(rows.map((row) => [row.hospital_id, toRules(row)]));
}

export async function findRules(db: Db, hospitalId: string): Promise<BookingRules> {
  const row = await db
    .selectFrom('booking_rule')
    .selectAll()
    .where('hospital_id', '=', hospitalId)
    .executeTakeFirstOrThrow();
  return toRules(row);
}

/** Changes some of a hospital's rules (the bureau's console and tests). */
export async function updateRules(
  db: Db,
  hospitalId: string,
  changes: Partial<Omit<Selectable<BookingRuleTable>, 'hospital_id'>>,
): Promise<void> {
  await db.updateTable('booking_rule').set(changes).where('hospital_id', '=', hospitalId).execute();
}
