import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  type DashboardAnswer,
  type DashboardDay,
  type DashboardQuery,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { chinaToday } from '../../lib/china-day.js';
import { accountRules } from '../auth/account-rules.js';
import { addDays, chinaInstant } from '../hospitals/schedule-time.js';
import { consultationFigures } from '../interact/consult-inbox.service.js';
import { evaluationFigures } from '../interact/evaluations.service.js';
import {
  bookingsByHour,
  hospitalNames,
  smsCodesByHour,
  smsNoticesByDay,
  visitsByDay,
  waitlistFillsByHour,
  type Period,
} from './dashboard.repository.js';

const HOUR_MS = 60 * 60_000;

/** The China day of a UTC hour bucket 'YYYY-MM-DDTHH'. */
const chinaDayOfHour = (hour: string) =>
  new Date(Date.parse(`${hour}:00:00Z`) + 8 * HOUR_MS).toISOString().slice(0, 10);

function badInput(message: string): AppError {
  return new AppError('INVALID_INPUT', 400, message);
}

/** A real calendar day, or 400 (the pattern lets 2026-02-30 through). */
function checkDate(date: string, label: string): string {
  if (addDays(date, 0) !== date) throw badInput(`${label}不是有效的日期`);
  return date;
}

/** The period asked for: the last 30 days by default, at most 366 days, from ≤ to. */
export function periodOf(
  query: DashboardQuery,
  hospitalId: string | null,
  now = new Date(),
): Period {
  const to = checkDate(query.to ?? chinaToday(now), '结束日期');
  const from = checkDate(query.from ?? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS), '开始日期');
  if (from > to) throw badInput('开始日期不能晚于结束日期');
  if (addDays(from, DASHBOARD_MAX_DAYS - 1) < to) {
    throw badInput(`统计区间最长 ${DASHBOARD_MAX_DAYS} 天，请缩短后再试`);
  }
  return {
    from,
    to,
    startUtc: chinaInstant(from, '00:00').toISOString(),
    endUtc: chinaInstant(addDays(to, 1), '00:00').toISOString(),
    hospitalId,
  };
}

/** The dashboard's numbers: a handful of grouped queries, folded into China days here. */
export async function dashboard(
  db: Db,
  period: Period,
  withSms: boolean,
  now = new Date(),
): Promise<DashboardAnswer> {
  const hospitals = await hospitalNames(db, period.hospitalId);
  if (period.hospitalId && hospitals.length === 0) {
    throw new AppError('NOT_FOUND', 404, '医院不存在');
  }
  const [made, cancelled, fills, visits, sms, notices, evaluations, consultations] =
    await Promise.all([
      bookingsByHour(db, period, 'created_at'),
      bookingsByHour(db, period, 'cancelled_at'),
      waitlistFillsByHour(db, period),
      visitsByDay(db, period),
      withSms ? smsCodesByHour(db, period) : Promise.resolve([]),
      withSms ? smsNoticesByDay(db, period) : Promise.resolve([]),
      evaluationFigures(db, period.hospitalId, period.from, period.to),
      consultationFigures(db, period.hospitalId, period.startUtc, period.endUtc),
    ]);

  const days = new Map<string, DashboardDay>();
  const day = (date: string, hospitalId: string): DashboardDay => {
    const key = `${date}|${hospitalId}`;
    let row = days.get(key);
    if (!row) {
      row = {
        date,
        hospitalId,
        booked: 0,
        cancelled: 0,
        noShows: 0,
        completed: 0,
        visitsDue: 0,
        waitlistFills: 0,
      };
      days.set(key, row);
    }
    return row;
  };
  const add = (counts: typeof made, field: 'booked' | 'cancelled' | 'waitlistFills') => {
    for (const c of counts) day(chinaDayOfHour(c.hour), c.hospitalId)[field] += c.n;
  };
  add(made, 'booked');
  add(cancelled, 'cancelled');
  add(fills, 'waitlistFills');
  const today = chinaToday(now);
  for (const v of visits) {
    const row = day(v.date, v.hospitalId);
    row.noShows += v.noShows;
    row.completed += v.completed;
    // A no-show is known only once the visit day is over.
    if (v.date < today) row.visitsDue += v.notCancelled;
  }

  const smsDays = new Map<string, { date: string; sent: number; notices: number }>();
  const smsDay = (date: string) => {
    let row = smsDays.get(date);
    if (!row) smsDays.set(date, (row = { date, sent: 0, notices: 0 }));
    return row;
  };
  for (const s of sms) smsDay(chinaDayOfHour(s.hour)).sent += s.n;
  for (const n of notices) smsDay(n.date).notices += Number(n.sent);

  return {
    from: period.from,
    to: period.to,
    hospitalId: period.hospitalId,
    hospitals,
    days: [...days.values()].sort(
      (a, b) => a.date.localeCompare(b.date) || a.hospitalId.localeCompare(b.hospitalId),
    ),
    evaluations,
    consultations,
    sms: withSms
      ? {
          dailyCeiling: Math.floor((await accountRules(db)).smsSiteDailyMax),
          days: [...smsDays.values()].sort((a, b) => a.date.localeCompare(b.date)),
        }
      : null,
  };
}
