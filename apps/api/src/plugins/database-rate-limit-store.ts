import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.js';
import { BUDGET_PREFIX } from '../lib/budget.js';

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
      const now = new Date(nowMs).toISOString();
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
      const row = await db
        .insertInto('rate_limit_hit')
        .values({ key, window_start: now, hits: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            // Both CASEs read the row as it was before this update.
            const windowOver = eb('rate_limit_hit.window_start', '<=', expired);
            return {
              hits: eb
                .case()
                .when(windowOver)
                .then(1)
                .else(eb('rate_limit_hit.hits', '+', 1))
                .end(),
              window_start: eb
                .case()
                .when(windowOver)
                .then(now)
                .else(eb.ref('rate_limit_hit.window_start'))
                .end(),
            };
          }),
        )
        .returning(['hits', 'window_start'])
        .executeTakeFirstOrThrow();
      const windowEndMs = Date.parse(row.window_start) + timeWindowMs;
      return { current: Number(row.hits), ttl: Math.max(windowEndMs - nowMs, 0) };
    }
  };
}
