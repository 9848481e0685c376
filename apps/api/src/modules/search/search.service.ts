import {
  SEARCH_TYPES,
  type SearchCounts,
  type SearchGroup,
  type SearchHit,
  type SearchQuery,
  type SearchResult,
  type SearchType,
  type Suggestion,
  type SuggestQuery,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { exactKey, fts5Match, tsQuery, type MatchOptions } from './match-expression.js';
import { nearMiss, soundOf } from './near-miss.js';
import { loosen, parseQuery, type ParsedQuery } from './query.js';
import {
  docIdsBySeq,
  documentsByIds,
  documentsBySeq,
  fallbackOrder,
  headMatches,
  isPostgres,
  matchesOf,
  readingIndex,
  type CandidateRow,
  type DocumentDetail,
  type FallbackWant,
  type Match,
  type MatchRow,
} from './search.repository.js';
import { rankHeads } from './ranking.js';
import { asMatchRows, emergencyOf, hasEveryWord, rankByRelevance } from './search-relevance.js';
import { TYPE_ORDER } from './search-types.js';
import { markText, snippetOf } from './snippet.js';
import { synonymsOf } from './synonyms.js';
import { normalize } from './tokens.js';

// What other modules use: indexing in their own transactions, the synonym table for content.
export {
  countDocuments,
  indexDocuments,
  removeDocuments,
  replaceDocuments,
  type SearchDocument,
} from './indexing.js';
export {
  forgetSynonyms,
  loadSearchWords,
  readSynonymsFile,
  replaceSynonyms,
  SYMPTOMS_FILE,
  SYNONYMS_FILE,
} from './synonyms.js';

/**
 * Type-ahead and searchIds rank the results with every word in the title or names, up to this
 * many; the rest follow in a stored order: type, then newest.
 */
const RANKED = 200;
/**
 * The search page ranks by relevance the documents named by the query and the first this many
 * (type, then newest: conditions first) that each word or reading finds; the rest follow in
 * the stored order. Ranking every match would read every matching document on each query.
 */
const PER_UNIT = 25;
/** The best few of each type shown together when no type is chosen. */
const PER_TYPE = 3;
const SUGGESTIONS = 8;
/** searchIds' default ceiling: a list filtered by search, not a crawl of everything. */
const MAX_IDS = 1000;

function matchOf(db: Db, p: ParsedQuery, options: MatchOptions): Match {
  const expressions = isPostgres(db) ? tsQuery(p, options) : fts5Match(p, options);
  return {
    ...expressions,
    namesOnly: Boolean(options.namesOnly || p.oneChar),
  };
}

const zeroCounts = (): SearchCounts =>
  Object.fromEntries(SEARCH_TYPES.map((t) => [t, 0])) as SearchCounts;

function toHit(d: DocumentDetail, marks: string[]): SearchHit {
  return {
    type: d.type as SearchType,
    id: d.doc_id,
    title: d.title,
    titleMarks: markText(d.title, marks),
    snippet: snippetOf(d.body, marks),
    url: d.url,
    category: d.category,
  };
}

/** A page of one type's results, or of all types together: ranked first, then the fallback. */
async function pageOf(
  db: Db,
  m: Match,
  ranked: MatchRow[],
  types: SearchType[],
  offset: number,
  limit: number,
): Promise<MatchRow[]> {
  const page = ranked.slice(offset, offset + limit);
  if (page.length === limit) return page;
  const rest: FallbackWant = {
    types,
    exclude: ranked.map((r) => r.key),
    offset: Math.max(0, offset - ranked.length),
    limit: limit - page.length,
  };
  return [...page, ...(await fallbackOrder(db, m, [rest]))];
}

/** The best few of each type that has results, the type of the best result first. */
async function groupsOf(
  db: Db,
  m: Match,
  ranked: MatchRow[],
  counts: SearchCounts,
): Promise<Map<SearchType, MatchRow[]>> {
  const types = [...new Set([...ranked.map((r) => r.type), ...TYPE_ORDER])].filter(
    (t) => counts[t] > 0,
  );
  const picked = new Map(
    types.map((t) => [t, ranked.filter((r) => r.type === t).slice(0, PER_TYPE)]),
  );
  const wants = types.map((t) => ({
    types: [t],
    exclude: ranked.filter((r) => r.type === t).map((r) => r.key),
    offset: 0,
    limit: Math.min(PER_TYPE, counts[t]) - picked.get(t)!.length,
  }));
  for (const row of await fallbackOrder(db, m, wants)) picked.get(row.type)!.push(row);
  return picked;
}

/**
 * The search page: a page of results (of one type, or of all ranked together), the count of
 * each type, and without a type the best few of each. A result needs every word of a reading
 * of the query or any one of its words; those with more of the query come first, and
 * `partial` says the first lacks some. With 120 advice when the query describes an emergency,
 * and a suggestion when it nearly names a condition or drug.
 */
export async function search(db: Db, query: SearchQuery): Promise<SearchResult> {
  const { q, pageNo, pageSize } = query;
  const result: SearchResult = {
    list: [],
    total: 0,
    pageNo,
    pageSize,
    q,
    counts: zeroCounts(),
    groups: [],
    partial: false,
    suggestion: null,
    emergency: null,
  };
  const parsed = parseQuery(q, await synonymsOf(db));
  if (!parsed) return result;
  return readingIndex(db, (reader) => fill(reader, parsed, query, result, db));
}

/**
 * `db` reads the index; `shared` is what it is a connection of (PostgreSQL: a new connection
 * object on each search), whose condition names near-miss keeps for a while.
 */
async function fill(
  db: Db,
  parsed: ParsedQuery,
  { type, pageNo, pageSize }: SearchQuery,
  result: SearchResult,
  shared: Db,
): Promise<SearchResult> {
  // Read with the matches, so that a near miss costs no round trip of its own.
  const sound = soundOf(parsed.key);
  const named = sound && exactKey(isPostgres(db), sound);
  let m = matchOf(db, parsed, { anyTerm: true });
  let found = await matchesOf(db, m, PER_UNIT, type, named);
  const soundNames = found.named;
  if (found.counts.size === 0 && !parsed.pinyin && !parsed.oneChar) {
    // None of the words is anywhere: the query's character pairs instead (query.ts, loosen).
    parsed = loosen(parsed);
    m = matchOf(db, parsed, { anyTerm: true });
    found = await matchesOf(db, m, PER_UNIT, type, null);
  }
  const { counts, rows } = found;
  for (const [t, n] of counts) result.counts[t] = n;
  result.total = type ? result.counts[type] : [...counts.values()].reduce((a, b) => a + b, 0);
  // The types with matches: PostgreSQL reads the fallback order type by type, these only.
  const present = type ? [type] : [...counts.keys()];
  let ranked: MatchRow[];
  if (parsed.pinyin || parsed.oneChar) {
    // Pinyin and one character are matched in names only: their coverage ranks.
    ranked = rankHeads(rows, parsed);
  } else {
    const scored = rankByRelevance(rows, parsed);
    ranked = asMatchRows(scored);
    result.partial = scored.length > 0 && !hasEveryWord(scored[0]!, parsed);
    result.emergency = emergencyOf(scored, parsed);
  }
  // A suggestion only for what is written nowhere as typed (高血鸭), never for a real phrase.
  const key = parsed.key;
  const written = (r: CandidateRow) =>
    r.exact_keys.includes(`|${key}|`) ||
    [r.title, r.names, r.body].some((text) => text.toLowerCase().includes(key));
  if (!rows.some(written)) {
    result.suggestion = await nearMiss(shared, parsed.key, sound, soundNames);
  }
  if (counts.size === 0) return result;
  const offset = (pageNo - 1) * pageSize;
  const [page, groups] = await Promise.all([
    offset < result.total ? pageOf(db, m, ranked, present, offset, pageSize) : [],
    type ? new Map<SearchType, MatchRow[]>() : groupsOf(db, m, ranked, result.counts),
  ]);
  const shown = [...page, ...[...groups.values()].flat()];
  const details = await documentsBySeq(
    db,
    [...new Set(shown.map((r) => r.seq))],
    rows,
    shown.flatMap((r) => (r.detail ? [r.detail] : [])),
  );
  const hits = (list: MatchRow[]) =>
    list.flatMap((r) => {
      const d = details.get(r.seq);
      return d ? [toHit(d, parsed.marks)] : [];
    });
  result.list = hits(page);
  result.groups = [...groups].map(([t, list]): SearchGroup => ({
    type: t,
    total: result.counts[t],
    items: hits(list),
  }));
  return result;
}

/** Type-ahead: titles and names that match what has been typed so far, best first. */
export async function suggest(db: Db, query: SuggestQuery): Promise<Suggestion[]> {
  const parsed = parseQuery(query.q, await synonymsOf(db));
  if (!parsed) return [];
  // The engine's best few dozen, ranked here; the first few are suggested.
  const match = matchOf(db, parsed, { namesOnly: true, prefixLast: true });
  const { rows, details } = await readingIndex(db, async (reader) => {
    const best = await headMatches(reader, match, SUGGESTIONS * 5, query.type);
    const top = rankHeads(best, parsed).slice(0, SUGGESTIONS);
    return {
      rows: top,
      details: await documentsBySeq(
        reader,
        top.map((r) => r.seq),
      ),
    };
  });
  return rows.flatMap((r) => {
    const d = details.get(r.seq);
    if (!d) return [];
    const title = normalize(d.title);
    const inTitle = parsed.marks.some((m) => title.includes(m));
    const alias = inTitle
      ? null
      : ((JSON.parse(d.names) as string[]).find((n) =>
          parsed.marks.some((m) => normalize(n).includes(m)),
        ) ?? null);
    return [{ type: d.type as SearchType, id: d.doc_id, title: d.title, url: d.url, alias }];
  });
}

/**
 * The ids of one type's documents matching `q`, best first (a feature's own list filtered by
 * keyword, e.g. drugs). Null when `q` has nothing to search by, so the caller does not filter.
 */
export async function searchIds(
  db: Db,
  { q, type, limit = MAX_IDS }: { q: string; type: SearchType; limit?: number },
): Promise<string[] | null> {
  const parsed = parseQuery(q, await synonymsOf(db));
  if (!parsed) return null;
  const m = matchOf(db, parsed, {});
  return readingIndex(db, async (reader) => {
    const ranked = rankHeads(await headMatches(reader, m, RANKED, type), parsed).slice(0, limit);
    const rows = await pageOf(reader, m, ranked, [type], 0, limit);
    const ids = await docIdsBySeq(
      reader,
      rows.map((r) => r.seq),
    );
    return rows.flatMap((r) => ids.get(r.seq) ?? []);
  });
}

/** A page of the site as another feature shows it (a link with its title and opening words). */
export interface DocumentSummary {
  id: string;
  title: string;
  body: string;
  url: string;
  category: string | null;
}

/**
 * One type's documents by id, in the order of `ids`, missing ones left out: how a feature
 * shows another's pages (the home page's featured conditions) without reading its tables.
 */
export async function findDocuments(
  db: Db,
  type: SearchType,
  ids: string[],
): Promise<DocumentSummary[]> {
  const byId = new Map((await documentsByIds(db, type, ids)).map((d) => [d.doc_id, d]));
  return ids.flatMap((id) => {
    const d = byId.get(id);
    return d ? [{ id, title: d.title, body: d.body, url: d.url, category: d.category }] : [];
  });
}
