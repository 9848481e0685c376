import type { ReactNode } from 'react';
import { PERIODS, type Schedule } from '@portal/contract';
import { addDays, chinaToday, dayLabel } from '@/lib/china-date';
import { ScheduleEntry } from './schedule-entry';
import './schedule.css';
import { Empty } from '@/components/ui/empty';

/** Schedules day by day from `from` for `days` days, each day's in period order. */
export function ScheduleDays({
  schedules,
  from,
  days,
  show,
  onlyBusyDays = false,
  extra,
}: {
  schedules: Schedule[];
  from: string;
  days: number;
  show: 'doctor' | 'dept';
  /** Leave out days without any schedule (a doctor's fortnight has many). */
  onlyBusyDays?: boolean;
  /** Shown under a schedule, e.g. its time slots on the booking page. */
  extra?: (schedule: Schedule) => ReactNode;
}) {
  if (schedules.length === 0) return <Empty description="这段时间没有排班" />;
  const today = chinaToday();
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i)).filter(
    (date) => !onlyBusyDays || schedules.some((s) => s.date === date),
  );
  const order = (s: Schedule) => PERIODS.indexOf(s.period);
  return (
    <ul className="sched-days">
      {dates.map((date) => {
        const list = schedules.filter((s) => s.date === date).sort((a, b) => order(a) - order(b));
        const label = `${dayLabel(date)}${date === today ? '（今天）' : ''}`;
        return (
          <li key={date} className="sched-day">
            <h3>{label}</h3>
            {list.length === 0 ? (
              <p className="hosp-muted">无排班</p>
            ) : (
              <ul aria-label={`${label}的排班`}>
                {list.map((s) => (
                  <ScheduleEntry key={s.id} schedule={s} show={show}>
                    {extra?.(s)}
                  </ScheduleEntry>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
