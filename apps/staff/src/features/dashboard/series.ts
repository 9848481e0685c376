import type { DashboardAnswer } from '@portal/contract';
import dayjs from 'dayjs';

/** One calendar day of the period, summed over the hospitals of the answer. */
export interface DayTotals {
  date: string;
  booked: number;
  cancelled: number;
  noShows: number;
  completed: number;
  visitsDue: number;
  waitlistFills: number;
  /** Per cent, one decimal; null while the visit day has not passed (or had no visits). */
  noShowRate: number | null;
}

export type HospitalTotals = Omit<DayTotals, 'date'> & { hospitalId: string; name: string };

const COUNTS = [
  'booked',
  'cancelled',
  'noShows',
  'completed',
  'visitsDue',
  'waitlistFills',
] as const;

const rate = (noShows: number, due: number) =>
  due > 0 ? Math.round((noShows / due) * 1000) / 10 : null;

function empty() {
  return { booked: 0, cancelled: 0, noShows: 0, completed: 0, visitsDue: 0, waitlistFills: 0 };
}

/** Every day from `from` to `to`, so quiet days show as 0 rather than disappear from a chart. */
export function periodDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = dayjs(from); !d.isAfter(dayjs(to), 'day'); d = d.add(1, 'day')) {
    days.push(d.format('YYYY-MM-DD'));
  }
  return days;
}

export function totalsByDay(answer: DashboardAnswer): DayTotals[] {
  const byDay = new Map(periodDays(answer.from, answer.to).map((date) => [date, empty()]));
  for (const row of answer.days) {
    const day = byDay.get(row.date);
    if (day) for (const key of COUNTS) day[key] += row[key];
  }
  return [...byDay].map(([date, c]) => ({ date, ...c, noShowRate: rate(c.noShows, c.visitsDue) }));
}

export function totalsByHospital(answer: DashboardAnswer): HospitalTotals[] {
  return answer.hospitals.map((h) => {
    const c = empty();
    for (const row of answer.days) {
      if (row.hospitalId === h.id) for (const key of COUNTS) c[key] += row[key];
    }
    return { hospitalId: h.id, name: h.name, ...c, noShowRate: rate(c.noShows, c.visitsDue) };
  });
}

/** The whole period's totals, for the figures at the top. */
export function periodTotals(days: DayTotals[]) {
  const c = empty();
  for (const day of days) for (const key of COUNTS) c[key] += day[key];
  return { ...c, noShowRate: rate(c.noShows, c.visitsDue) };
}

/** "11-26": the axis label of a day (the year is in the period picker). */
export const shortDay = (date: string) => date.slice(5);
