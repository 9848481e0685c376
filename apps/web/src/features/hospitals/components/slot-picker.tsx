import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Schedule } from '@portal/contract';
import { DrawNotice } from '@/components/draw-window/draw-window';
import { QueryState } from '@/components/query-state/query-state';
import { useSlots } from '@/lib/schedule-slots';
import { Button } from '@/components/ui/button';

export function confirmPath(schedule: Schedule, slotId: string): string {
  const q = new URLSearchParams({ schedule: schedule.id, slot: slotId });
  return `/register/confirm?${q.toString()}`;
}

/** A draw's entry names the schedule; its time slots are chosen on the confirm page. */
export function drawEntryPath(schedule: Schedule): string {
  return `/register/confirm?schedule=${encodeURIComponent(schedule.id)}`;
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

/** What to do under a schedule by its state: first come, its waiting list, or its draw. */
function Action({ schedule }: { schedule: Schedule }) {
  const [open, setOpen] = useState(false);
  switch (schedule.state) {
    case 'full':
      return (
        <Link
          className="slot-link"
          to={`/register/confirm?schedule=${encodeURIComponent(schedule.id)}&waitlist=1`}
        >
          加入候补
        </Link>
      );
    case 'draw_open':
      return (
        <Link className="btn btn--primary" to={drawEntryPath(schedule)}>
          登记抽签
        </Link>
      );
    case 'open':
      return (
        <>
          <Button variant="primary" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? '收起时段' : '选择就诊时段'}
          </Button>
          {open && <Slots schedule={schedule} />}
        </>
      );
    default:
      return null;
  }
}

/**
 * Under a schedule: its time slots (open), the way to its waiting list (full), or for one
 * released by draw its window, countdown and rules, with 登记抽签 while entries are taken.
 * After the draw the remaining places book first come as any other schedule's.
 */
export function SlotPicker({ schedule }: { schedule: Schedule }) {
  const queryClient = useQueryClient();
  const draw = schedule.state === 'stopped' || schedule.state === 'closed' ? null : schedule.draw;
  if (!draw && !['open', 'full'].includes(schedule.state)) return null;
  return (
    <div className="slot-picker">
      {draw && (
        <DrawNotice
          scheduleId={schedule.id}
          window={draw}
          done={draw.done}
          started={schedule.state === 'draw_open' || schedule.state === 'drawing'}
          // The window opening or ending changes the schedule's state: ask the server again.
          onPhase={() => void queryClient.invalidateQueries({ queryKey: ['schedules'] })}
        />
      )}
      <Action schedule={schedule} />
    </div>
  );
}

/** For ScheduleDays' `extra`: the slot picker under each schedule. */
export const slotsOf = (schedule: Schedule) => <SlotPicker schedule={schedule} />;
