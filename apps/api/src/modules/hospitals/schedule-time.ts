import { PERIOD_HOURS, type BookingRules, type Period, type ScheduleState } from '@portal/contract';

const DAY_MS = 24 * 60 * 60_000;

/** The instant of `hhmm` China time (UTC+8, no daylight saving) on `date`. */
export function chinaInstant(date: string, hhmm: string): Date {
  return new Date(`${date}T${hhmm}:00+08:00`);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const at = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
  // An impossible date stays itself, so callers comparing the round trip can refuse it.
  return Number.isNaN(at.getTime()) ? `invalid:${date}` : at.toISOString().slice(0, 10);
}

/** When a schedule's period begins and ends, UTC ISO. */
export function periodBounds(date: string, period: Period): { startsAt: string; endsAt: string } {
  const hours = PERIOD_HOURS[period];
  return {
    startsAt: chinaInstant(date, hours.start).toISOString(),
    endsAt: chinaInstant(date, hours.end).toISOString(),
  };
}

/** Day D's slots open at the release time `windowDays` days before D. */
export function releaseAt(date: string, rules: BookingRules): Date {
  return chinaInstant(addDays(date, -rules.windowDays), rules.releaseTime);
}

/** Free cancellation ends at the cut-off time of the day before the visit. */
export function cancelDeadline(date: string, rules: BookingRules): Date {
  return chinaInstant(addDays(date, -1), rules.cancelCutoffTime);
}

/** "11月25日 08:00": how messages name an instant to a person in the county. */
export function chinaMoment(at: Date): string {
  const local = new Date(at.getTime() + 8 * 60 * 60_000).toISOString();
  return `${Number(local.slice(5, 7))}月${Number(local.slice(8, 10))}日 ${local.slice(11, 16)}`;
}

/** How a stopped schedule (停诊) is named to a patient, with the hospital's reason. */
export function stoppedText(reason: string | null): string {
  return `该排班已停诊（${reason ?? '医院安排'}）`;
}

export interface StateInput {
  date: string;
  state: 'open' | 'stopped';
  startsAt: string;
  remaining: number;
  /** A schedule released by draw: its window and whether the draw is made. */
  draw?: { windowStart: string; windowEnd: string; done: boolean } | null;
}

/** A schedule's state as the patient sees it now; the order of the checks is the precedence. */
export function scheduleState(s: StateInput, rules: BookingRules, now: Date): ScheduleState {
  if (s.state === 'stopped') return 'stopped';
  if (now.getTime() >= Date.parse(s.startsAt)) return 'closed';
  if (s.draw && !s.draw.done) {
    if (now.getTime() < Date.parse(s.draw.windowStart)) return 'not_released';
    return now.getTime() < Date.parse(s.draw.windowEnd) ? 'draw_open' : 'drawing';
  }
  if (now < releaseAt(s.date, rules)) return 'not_released';
  return s.remaining > 0 ? 'open' : 'full';
}
