import { PERIOD_HOURS, type Period } from '@portal/contract';

const CHINA_OFFSET_MS = 8 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** Today in China as YYYY-MM-DD: hospitals work by the county's calendar, not the browser's. */
export function chinaToday(now = Date.now()): string {
  return new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A calendar day moved by `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 2026-11-30 → 11-30 周一 */
export function dayLabel(date: string): string {
  return `${date.slice(5)} ${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}`;
}

/** 上午 08:00-12:00 */
export function periodLabel(period: Period): string {
  const hours = PERIOD_HOURS[period];
  return `${hours.label} ${hours.start}-${hours.end}`;
}

/** A UTC ISO instant as China time, YYYY-MM-DD HH:mm:ss (China keeps one offset all year). */
export function chinaTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
