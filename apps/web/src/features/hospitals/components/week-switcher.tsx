import { addDays, dayLabel } from '@/lib/china-date';
import { Button } from '@/components/ui/button';

/** This week and the next few: as far as a hospital's release window (at most 28 days) reaches. */
export const MAX_WEEK = 3;

/** The week shown and buttons to the one before and after, stated in dates. */
export function WeekSwitcher({
  from,
  week,
  onWeek,
}: {
  from: string;
  week: number;
  onWeek: (week: number) => void;
}) {
  return (
    <div className="hosp-toolbar" role="group" aria-label="切换周">
      <Button disabled={week <= 0} onClick={() => onWeek(week - 1)}>
        上一周
      </Button>
      <p className="sched-week" aria-live="polite">
        {week === 0 ? '本周' : `第 ${week + 1} 周`}：{dayLabel(from)} 至{' '}
        {dayLabel(addDays(from, 6))}
      </p>
      <Button disabled={week >= MAX_WEEK} onClick={() => onWeek(week + 1)}>
        下一周
      </Button>
    </div>
  );
}
