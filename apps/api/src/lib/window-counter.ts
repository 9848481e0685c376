import type { Db } from '../db/database.js';

export interface WindowCount {
  hits: number;
  windowStart: string;
}

/**
 * Counts one hit on `key` in the rate_limit_hit table, in a window that opens at the key's
 * first hit and lasts `windowMs`. One upsert, so concurrent requests on every process sharing
 * the database count together: a new window when the old one has passed, else one more hit.
 * With `max`, a window already holding `max` hits is left alone and nothing is returned.
 */
export async function countInWindow(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
  max?: number,
): Promise<WindowCount | undefined> {
  const at = now.toISOString();
  const expired = new Date(now.getTime() - windowMs).toISOString();
  const row = await db
    .insertInto('rate_limit_hit')
    .values({ key, window_start: at, hits: 1 })
    .onConflict((oc) => {
      const upsert = oc.column('key').doUpdateSet((eb) => {
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
            .then(at)
            .else(eb.ref('rate_limit_hit.window_start'))
            .end(),
        };
      });
      if (max === undefined) return upsert;
      return upsert.where((eb) =>
        eb.or([
          eb('rate_limit_hit.window_start', '<=', expired),
          eb('rate_limit_hit.hits', '<', Math.max(1, Math.floor(max))),
        ]),
      );
    })
    .returning(['hits', 'window_start'])
    .executeTakeFirst();
  return row && { hits: Number(row.hits), windowStart: row.window_start };
}
