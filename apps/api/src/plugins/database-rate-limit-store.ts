import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.js';
import { BUDGET_PREFIX } from '../lib/budget.js';
import { countInWindow } from '../lib/window-counter.js';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A rate-limit store over the shared database, so several API processes count one limit
 * together. Like the plugin's memory store, a key's window opens at its first hit; one
 * upsert either counts the hit or, when the window has passed, starts a new one.
 */
export function databaseRateLimitStore(db: Db, timeWindowMs: number): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    // When this process last deleted expired rows; each process sweeps once per window.
    #lastSweepMs = 0;

    incr(key: string, callback: IncrCallback): void {
      this.#hit(key, Date.now()).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }

    async #hit(key: string, nowMs: number): Promise<{ current: number; ttl: number }> {
      const expired = new Date(nowMs - timeWindowMs).toISOString();
      if (nowMs - this.#lastSweepMs >= timeWindowMs) {
        this.#lastSweepMs = nowMs;
        // Budget counters share the table with windows of their own; lib/budget.ts sweeps them.
        await db
          .deleteFrom('rate_limit_hit')
          .where('window_start', '<=', expired)
          .where('key', 'not like', `${BUDGET_PREFIX}%`)
          .execute();
      }
      // Without a maximum the upsert always counts, so there is always a row.
      const counted = (await countInWindow(db, key, timeWindowMs, new Date(nowMs)))!;
      const windowEndMs = Date.parse(counted.windowStart) + timeWindowMs;
      return { current: counted.hits, ttl: Math.max(windowEndMs - nowMs, 0) };
    }
  };
}
