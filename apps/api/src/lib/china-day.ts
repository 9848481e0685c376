/**
 * Calendar days as people in the county live them (China Standard Time, UTC+8, no daylight
 * saving), while the database keeps UTC: "10 codes a day" and ages turn over at local midnight.
 */
const OFFSET_MS = 8 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Today in China as YYYY-MM-DD. */
export function chinaToday(now = new Date()): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC instant at which the current China calendar day began. */
export function chinaDayStart(now = new Date()): Date {
  const local = now.getTime() + OFFSET_MS;
  return new Date(local - (local % DAY_MS) - OFFSET_MS);
}
