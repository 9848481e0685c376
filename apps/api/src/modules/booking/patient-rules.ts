import type { BookingRules } from '@portal/contract';
import { AppError } from '../../lib/app-error.js';
import { chinaToday } from '../../lib/china-day.js';
import { addDays, chinaMoment } from '../hospitals/schedule-time.js';
import type { Db } from '../../db/database.js';
import { noShowDates, patientHistory, type BookingRow } from './booking.repository.js';

// What a batch of draw entries reads to check its patients at once (draws/entry-batch.ts).
export { patientHistories, type BookingRow } from './booking.repository.js';

const DAY_MS = 24 * 60 * 60_000;

const refuse = (code: ConstructorParameters<typeof AppError>[0], message: string) =>
  new AppError(code, 409, message);

/** From which visit date no-shows still count: the rule's window plus a whole suspension. */
const noShowHorizon = (today: string, rules: BookingRules) =>
  addDays(today, -(rules.noShowWindowDays + rules.suspensionDays));

/**
 * The day booking opens again after no-shows (oldest first), or undefined: each run of
 * `noShowLimit` no-shows within `noShowWindowDays` suspends for `suspensionDays` from the last.
 */
function suspensionEnd(dates: string[], rules: BookingRules, today: string) {
  let until: string | undefined;
  for (let i = rules.noShowLimit - 1; i < dates.length; i++) {
    const first = dates[i - rules.noShowLimit + 1]!;
    if (dates[i]! < addDays(first, rules.noShowWindowDays)) {
      const end = addDays(dates[i]!, rules.suspensionDays);
      if (!until || end > until) until = end;
    }
  }
  return until && until > today ? until : undefined;
}

export async function suspendedUntil(
  db: Db,
  patientKey: string,
  rules: BookingRules,
  now: Date,
): Promise<string | undefined> {
  const today = chinaToday(now);
  const dates = await noShowDates(db, patientKey, noShowHorizon(today, rules));
  return suspensionEnd(dates, rules, today);
}

export function suspensionMessage(name: string, until: string, rules: BookingRules): string {
  return `${name}在 ${rules.noShowWindowDays} 天内爽约 ${rules.noShowLimit} 次，网上预约暂停 ${rules.suspensionDays} 天，${until} 起可再预约`;
}

/**
 * Which of a patient's bookings the rules look at: those on or after `fromDate` (no-shows that
 * may still suspend, standing bookings) or made since `since` (the 30-day count).
 */
export function historyBounds(rules: BookingRules, now: Date) {
  return {
    fromDate: noShowHorizon(chinaToday(now), rules),
    since: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
  };
}

/**
 * The per-patient rules, read under the patient's lock (lockPatient), so two submits of one
 * patient are checked one after the other and neither can slip past a limit.
 */
export async function checkPatientRules(
  trx: Db,
  patient: { key: string; name: string },
  schedule: { id: string; date: string },
  rules: BookingRules,
  now: Date,
): Promise<void> {
  const { fromDate, since } = historyBounds(rules, now);
  const history = await patientHistory(trx, patient.key, fromDate, since);
  judgePatientRules(history, patient, schedule, rules, now);
}

/**
 * The rules on a patient's bookings within historyBounds, ordered by date then creation (as
 * patientHistory reads them; a batch of draw entries reads many patients' at once).
 */
export function judgePatientRules(
  history: BookingRow[],
  patient: { name: string },
  schedule: { id: string; date: string },
  rules: BookingRules,
  now: Date,
): void {
  const today = chinaToday(now);
  const { since } = historyBounds(rules, now);
  const noShows = history.filter((b) => b.status === 'no_show').map((b) => b.date);
  const until = suspensionEnd(noShows, rules, today);
  if (until) throw refuse('SUSPENDED', suspensionMessage(patient.name, until, rules));

  const standing = history.filter((b) => b.date >= today && b.status !== 'cancelled');
  if (standing.some((b) => b.schedule_id === schedule.id)) {
    throw refuse(
      'DUPLICATE_BOOKING',
      `${patient.name}已预约该医生同一时段的号，同一时段只能预约一个号`,
    );
  }
  if (standing.filter((b) => b.date === schedule.date).length >= rules.dailyLimit) {
    throw refuse(
      'DAILY_LIMIT',
      `每位就诊人每天最多预约 ${rules.dailyLimit} 个号，${patient.name}在 ${schedule.date} 已约满；取消其中一个后可再约`,
    );
  }
  const open = standing.filter((b) => b.status === 'booked');
  if (open.length >= rules.openLimit) {
    throw refuse(
      'OPEN_LIMIT',
      `每位就诊人待就诊的预约最多 ${rules.openLimit} 个，${patient.name}已有 ${open.length} 个；${open[0]!.date} 就诊或取消一个后可再约`,
    );
  }
  // Made in the last 30 days, oldest first; those the hospital cancelled (停诊) do not count.
  const made = history
    .filter((b) => b.created_at >= since && b.cancelled_by !== 'hospital')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  if (made.length >= rules.monthlyLimit) {
    const frees = new Date(
      Date.parse(made[made.length - rules.monthlyLimit]!.created_at) + 30 * DAY_MS,
    );
    throw refuse(
      'MONTHLY_LIMIT',
      `每位就诊人 30 天内最多预约 ${rules.monthlyLimit} 次（含已取消的预约），${patient.name}已达上限，${chinaMoment(frees)} 后可再约`,
    );
  }
}
