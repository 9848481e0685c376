import { PERIOD_HOURS, type Period } from '@portal/contract';

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const clock = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A period cut into slots no longer than the hospital's slot length (domain-rules "Booking"). */
export function periodSlots(period: Period, slotMinutes: number) {
  const { start, end } = PERIOD_HOURS[period];
  const slots: { start: string; end: string }[] = [];
  for (let at = minutes(start); at < minutes(end); at += slotMinutes) {
    slots.push({ start: clock(at), end: clock(Math.min(at + slotMinutes, minutes(end))) });
  }
  return slots;
}

/**
 * Spreads a schedule's places over its slots, earlier slots taking the odd ones, while no slot
 * drops below the places already booked in it. undefined when the total is below those.
 */
export function spreadCapacity(total: number, booked: number[]): number[] | undefined {
  const held = booked.reduce((n, b) => n + b, 0);
  if (total < held) return undefined;
  const base = Math.floor(total / booked.length);
  const odd = total % booked.length;
  const plan = booked.map((b, i) => Math.max(base + (i < odd ? 1 : 0), b));
  // Raising full slots to what they hold took places the others now give back, last first.
  let excess = plan.reduce((n, c) => n + c, 0) - total;
  for (let i = plan.length - 1; i >= 0 && excess > 0; i -= 1) {
    const give = Math.min(excess, plan[i]! - booked[i]!);
    plan[i] = plan[i]! - give;
    excess -= give;
  }
  return plan;
}

/** Queue-number ranges follow one another as the feed numbers them (schedule-ingest). */
export function queueRanges(capacities: number[]) {
  let from = 1;
  return capacities.map((capacity) => {
    const range = { queue_from: from, queue_to: from + Math.max(capacity, 1) - 1 };
    from += Math.max(capacity, 1);
    return range;
  });
}
