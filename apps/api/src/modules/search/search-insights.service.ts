import {
  SEARCH_QUERY_MAX,
  SEARCH_STATS_KEPT_DAYS,
  type SearchInsightPage,
  type SearchInsightsQuery,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { chinaToday } from '../../lib/china-day.js';
import {
  addCounts,
  deleteDaysBefore,
  failedQueries,
  type ClickCount,
  type SearchCount,
} from './search-insights.repository.js';

/**
 * Six digits or more, spaces and dashes between them allowed: an ID-card, phone, card or
 * record number someone typed or pasted. Such a query is not kept at all: its words are not
 * what the content lacks, and the number may be someone's.
 */
const DIGIT_RUN = /\d(?:[\s-]?\d){5,}/u;
const EMAIL = /\S@\S/u;

/**
 * The words of a query as kept: NFKC (full-width to ASCII), lower case, spaces collapsed, at
 * most SEARCH_QUERY_MAX characters; undefined for a query not kept (empty, or personal data).
 */
export function keptQuery(q: string): string | undefined {
  const words = q.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
  if (!words || DIGIT_RUN.test(words) || EMAIL.test(words)) return undefined;
  return [...words].slice(0, SEARCH_QUERY_MAX).join('');
}

/** Counts wait in memory this long, so a search costs no write of its own. */
const FLUSH_MS = 1000;
/** ...or until this many different queries wait. */
const FLUSH_AT = 500;

interface Pending {
  searches: Map<string, SearchCount>;
  clicks: Map<string, ClickCount>;
  timer?: NodeJS.Timeout;
  log: FastifyBaseLogger;
}

// Per database, as the public cache is: several apps in one process (tests) stay apart.
const pending = new WeakMap<Db, Pending>();

function pendingOf(db: Db, log: FastifyBaseLogger): Pending {
  let p = pending.get(db);
  if (p && p.searches.size + p.clicks.size >= FLUSH_AT) {
    void flushSearchCounts(db);
    p = undefined;
  }
  if (!p) {
    p = { searches: new Map(), clicks: new Map(), log };
    p.timer = setTimeout(() => void flushSearchCounts(db), FLUSH_MS).unref();
    pending.set(db, p);
  }
  return p;
}

/** One search of the search page (not the type-ahead) and whether it found nothing. */
export function noteSearch(db: Db, log: FastifyBaseLogger, q: string, zero: boolean): void {
  const query = keptQuery(q);
  if (!query) return;
  const day = chinaToday();
  const { searches } = pendingOf(db, log);
  const key = `${day}\n${query}`;
  const count = searches.get(key) ?? { day, query, searches: 0, zeroResults: 0 };
  count.searches += 1;
  if (zero) count.zeroResults += 1;
  searches.set(key, count);
}

/** A result opened from the search page for `q`. */
export function noteClick(db: Db, log: FastifyBaseLogger, q: string): void {
  const query = keptQuery(q);
  if (!query) return;
  const day = chinaToday();
  const { clicks } = pendingOf(db, log);
  const key = `${day}\n${query}`;
  const count = clicks.get(key) ?? { day, query, clicks: 0 };
  count.clicks += 1;
  clicks.set(key, count);
}

/**
 * Writes the waiting counts in one transaction. A failure is logged and the counts dropped:
 * statistics are never worth slowing or failing a search, nor retrying without end.
 */
export async function flushSearchCounts(db: Db): Promise<void> {
  const p = pending.get(db);
  if (!p) return;
  pending.delete(db);
  clearTimeout(p.timer);
  try {
    await addCounts(db, [...p.searches.values()], [...p.clicks.values()]);
  } catch (err) {
    p.log.warn({ err, queries: p.searches.size }, 'search counts not recorded');
  }
}

/** The China day `days` days before today (today counts as one of them). */
function firstDay(days: number, now: Date): string {
  return chinaToday(new Date(now.getTime() - (days - 1) * 24 * 60 * 60_000));
}

/** The queries that fail over the last `days` days, most frequent first, a page at a time. */
export async function searchInsights(
  db: Db,
  { days, kind, pageNo, pageSize }: SearchInsightsQuery,
  now = new Date(),
): Promise<SearchInsightPage> {
  const page = await failedQueries(
    db,
    firstDay(days, now),
    kind,
    (pageNo - 1) * pageSize,
    pageSize,
  );
  return { ...page, pageNo, pageSize };
}

/** The retention job: rows of days older than SEARCH_STATS_KEPT_DAYS are deleted. */
export function pruneSearchStats(db: Db, now = new Date()): Promise<number> {
  return deleteDaysBefore(db, firstDay(SEARCH_STATS_KEPT_DAYS, now));
}
