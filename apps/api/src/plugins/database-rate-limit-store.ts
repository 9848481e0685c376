import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.js';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A rate-limit store over the shared database, so several API processes count one limit
 * together. Fixed windows: one row per (key, window start), bumped with a single upsert.
 */
export function databaseRateLimitStore(db: Db, timeWindowMs: number): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    // The last window this process swept; each process sweeps old rows once per window.
    #sweptWindow = 0;

    incr(key: string, callback: IncrCallback): void {
      const now = Date.now();
      const windowStartMs = Math.floor(now / timeWindowMs) * timeWindowMs;
      this.#hit(key, windowStartMs).then(
        (current) => callback(null, { current, ttl: windowStartMs + timeWindowMs - now }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }

    async #hit(key: string, windowStartMs: number): Promise<number> {
      const windowStart = new Date(windowStartMs).toISOString();
      if (this.#sweptWindow !== windowStartMs) {
        this.#sweptWindow = windowStartMs;
        await db.deleteFrom('rate_limit_hit').where('window_start', '<', windowStart).execute();
      }
      const row = await db
        .insertInto('rate_limit_hit')
        .values({ key, window_start: windowStart, hits: 1 })
        .onConflict((oc) =>
          oc
            .columns(['key', 'window_start'])
            .doUpdateSet((eb) => ({ hits: eb('rate_limit_hit.hits', '+', 1) })),
        )
        .returning('hits')
        .executeTakeFirstOrThrow();
      return Number(row.hits);
    }
  };
}
