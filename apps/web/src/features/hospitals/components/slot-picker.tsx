import { useState } from 'react';
import { Link } from 'react-router';
import type { Schedule } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { useSlots } from '@/lib/schedule-slots';
import { Button } from '@/components/ui/button';

export function confirmPath(schedule: Schedule, slotId: string): string {
  const q = new URLSearchParams({ schedule: schedule.id, slot: slotId });
  return `/register/confirm?${q.toString()}`;
}

function Slots({ schedule }: { schedule: Schedule }) {
  const slots = useSlots(schedule.id);
  return (
    <QueryState query={slots}>
      {(list) => (
        <ul className="slot-list" aria-label={`${schedule.date} ${schedule.start} 起的就诊时段`}>
          {list.map((slot) => (
            <li key={slot.id}>
              {slot.remaining > 0 ? (
                <Link className="slot-link" to={confirmPath(schedule, slot.id)}>
                  {slot.start}–{slot.end}，剩余 {slot.remaining} 个
                </Link>
              ) : (
                <span className="slot-link slot-link--full">
                  {slot.start}–{slot.end}，已约满
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/**
 * Under an open schedule: a button that shows its time slots, each leading to the confirm page;
 * under a full one, the way to its waiting list.
 */
export function SlotPicker({ schedule }: { schedule: Schedule }) {
  const [open, setOpen] = useState(false);
  if (schedule.state === 'full') {
    return (
      <div className="slot-picker">
        <Link
          className="slot-link"
          to={`/register/confirm?schedule=${encodeURIComponent(schedule.id)}&waitlist=1`}
        >
          加入候补
        </Link>
      </div>
    );
  }
  if (schedule.state !== 'open') return null;
  return (
    <div className="slot-picker">
      <Button variant="primary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? '收起时段' : '选择就诊时段'}
      </Button>
      {open && <Slots schedule={schedule} />}
    </div>
  );
}

/** For ScheduleDays' `extra`: the slot picker under each schedule. */
export const slotsOf = (schedule: Schedule) => <SlotPicker schedule={schedule} />;
