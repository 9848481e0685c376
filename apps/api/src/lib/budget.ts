import type { Db } from '../db/database.js';
import { countInWindow } from './window-counter.js';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * What one client, one account or the whole site may make the portal spend (texts sent,
 * files stored) within a window that opens at the first spend. Counters live in the
 * rate_limit_hit table under `budget:` keys, so every API process on one PostgreSQL counts
 * the same budget; windows are at most a day, which is how long rows are kept.
 */
export interface Budget {
  key: string;
  max: number;
  windowMs: number;
}

export type Spend = { ok: true; used: number; windowStart: string } | { ok: false; retryAt: Date };

export const BUDGET_PREFIX = 'budget:';
const SWEEP_EVERY_MS = HOUR_MS;
const lastSweep = new WeakMap<Db, number>();

async function sweep(db: Db, nowMs: number): Promise<void> {
  if (nowMs - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, nowMs);
  await db
    .deleteFrom('rate_limit_hit')
    .where('key', 'like', `${BUDGET_PREFIX}%`)
    .where('window_start', '<=', new Date(nowMs - DAY_MS).toISOString())
    .execute();
}

/**
 * Spends one unit of a budget, or refuses when it is used up. One conditional upsert: a new
 * window, or one more unit while under the limit; when neither holds the row is left alone
 * and nothing is returned, so concurrent requests on any process can never overspend.
 */
export async function spendBudget(db: Db, budget: Budget, now = new Date()): Promise<Spend> {
  const nowMs = now.getTime();
  await sweep(db, nowMs);
  const key = BUDGET_PREFIX + budget.key;
  const counted = await countInWindow(db, key, budget.windowMs, now, budget.max);
  if (counted) return { ok: true, used: counted.hits, windowStart: counted.windowStart };

  const current = await db
    .selectFrom('rate_limit_hit')
    .select('window_start')
    .where('key', '=', key)
    .executeTakeFirst();
  const start = current ? Date.parse(current.window_start) : nowMs;
  return { ok: false, retryAt: new Date(start + budget.windowMs) };
}

/**
 * Gives a unit back when the thing it paid for did not happen (another limit refused it).
 * Only within the window it was spent in, and never below zero.
 */
export async function refundBudget(db: Db, key: string, windowStart: string): Promise<void> {
  await db
    .updateTable('rate_limit_hit')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', BUDGET_PREFIX + key)
    .where('window_start', '=', windowStart)
    .where('hits', '>', 0)
    .execute();
}

/** "12 分钟" or "3 小时": how long until a refused budget opens again, for the message. */
export function waitText(retryAt: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return minutes <= 60 ? `${minutes} 分钟` : `${Math.ceil(minutes / 60)} 小时`;
}
