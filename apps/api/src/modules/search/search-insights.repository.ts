import type { SearchInsight, SearchInsightKind } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';

export interface SearchCount {
  day: string;
  query: string;
  searches: number;
  zeroResults: number;
}

export interface ClickCount {
  day: string;
  query: string;
  clicks: number;
}

const byKey = <T extends { day: string; query: string }>(a: T, b: T) =>
  a.day === b.day ? (a.query < b.query ? -1 : a.query > b.query ? 1 : 0) : a.day < b.day ? -1 : 1;

/**
 * Adds searches, then clicks, in one transaction. Searches are an upsert that adds to the row
 * in the database (never read, then written), so processes counting at once lose nothing; rows
 * in key order, so two of them never wait on each other in opposite orders. A click counts only
 * on a query searched that day, and never past its searches: clicks cannot make up rows or
 * numbers.
 */
export async function addCounts(
  db: Db,
  searches: SearchCount[],
  clicks: ClickCount[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (searches.length > 0) {
      await trx
        .insertInto('search_query_stat')
        .values(
          [...searches].sort(byKey).map((c) => ({
            day: c.day,
            query: c.query,
            searches: c.searches,
            zero_results: c.zeroResults,
            clicks: 0,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['day', 'query']).doUpdateSet({
            searches: sql`search_query_stat.searches + excluded.searches`,
            zero_results: sql`search_query_stat.zero_results + excluded.zero_results`,
          }),
        )
        .execute();
    }
    for (const c of [...clicks].sort(byKey)) {
      await trx
        .updateTable('search_query_stat')
        .set({
          clicks: sql`case when clicks + ${c.clicks} > searches then searches else clicks + ${c.clicks} end`,
        })
        .where('day', '=', c.day)
        .where('query', '=', c.query)
        .whereRef('clicks', '<', 'searches')
        .execute();
    }
  });
}

const searched = sql<number>`sum(searches)`;
const zero = sql<number>`sum(zero_results)`;
const clicked = sql<number>`sum(clicks)`;

/**
 * Queries since `since` (a China day) that found nothing, or that found something nobody
 * opened, summed over their days, most frequent first.
 */
export async function failedQueries(
  db: Db,
  since: string,
  kind: SearchInsightKind,
  offset: number,
  limit: number,
): Promise<{ total: number; list: SearchInsight[] }> {
  const grouped = db
    .selectFrom('search_query_stat')
    .where('day', '>=', since)
    .groupBy('query')
    .having(kind === 'zero' ? sql<boolean>`${zero} > 0` : sql<boolean>`${clicked} = 0`)
    .$if(kind === 'noclick', (q) => q.having(sql<boolean>`${searched} > ${zero}`));
  const [count, rows] = await Promise.all([
    db
      .selectFrom(grouped.select('query').as('g'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    grouped
      .select([
        'query',
        searched.as('searches'),
        zero.as('zero_results'),
        clicked.as('clicks'),
        sql<string>`max(day)`.as('last_day'),
      ])
      .orderBy(kind === 'zero' ? zero : sql`${searched} - ${zero}`, 'desc')
      .orderBy('query')
      .offset(offset)
      .limit(limit)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    list: rows.map((r) => ({
      query: r.query,
      searches: Number(r.searches),
      zeroResults: Number(r.zero_results),
      clicks: Number(r.clicks),
      lastDay: r.last_day,
    })),
  };
}

/** Deletes the days before `day`; the number of rows deleted. */
export async function deleteDaysBefore(db: Db, day: string): Promise<number> {
  const result = await db.deleteFrom('search_query_stat').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
