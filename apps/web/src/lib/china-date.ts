// Schedules are dated in China time (YYYY-MM-DD, Beijing) whatever the visitor's own zone is.
const ZONE = 'Asia/Shanghai';
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** Today's date in China, YYYY-MM-DD. */
export function chinaToday(now = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now);
}

/** A YYYY-MM-DD date `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 11月24日 周二 */
export function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${WEEKDAYS[d.getUTCDay()]}`;
}

/** An instant as China time: 11月25日 08:00 */
export function chinaDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('month')}月${part('day')}日 ${part('hour')}:${part('minute')}`;
}

/** An instant's China clock time: 08:05 */
export function chinaClock(iso: string): string {
  return chinaDateTime(iso).split(' ')[1]!;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// A time of day with no zone or offset after it: hospitals send such times in Beijing time.
const NO_ZONE = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * An instant as China time with the year, for records kept over years: 2026-11-25 08:00. A
 * date alone (a hospital may send only the day) stays a date: read as an instant it would
 * become 08:00, a time nobody sent. A time without a zone is Beijing time, as the feed says.
 */
export function chinaDateTimeFull(iso: string): string {
  if (DATE_ONLY.test(iso)) return iso;
  if (NO_ZONE.test(iso)) iso = `${iso}+08:00`;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
