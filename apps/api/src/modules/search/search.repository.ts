import type { SearchType } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MatchExpressions } from './match-expression.js';
import type { Named } from './near-miss.js';
import { SEQ_SPAN, isPostgres, keyRange, lexeme, typeLexeme } from './search-sql.js';
import { TYPE_ORDER, typeAt } from './search-types.js';

export { isPostgres } from './search-sql.js';

/**
 * Runs search reads with PostgreSQL's sequential scans and parallel plans off. Its planner
 * prices a sequential scan by the table's own pages, not by the tsvectors kept out of line
 * beside them, so for a common word it would read every document's tokens (tens of
 * milliseconds) instead of asking the GIN index (about one). Without parallel plans the parts
 * of a UNION ALL run in turn, the order pgInOrder relies on. Inside a caller's transaction the
 * settings are put back afterwards.
 */
export async function readingIndex<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return read(db);
  if (!db.isTransaction) {
    // One connection, no transaction: two round trips fewer than BEGIN … COMMIT.
    return db.connection().execute(async (connection) => {
      await sql`select set_config('enable_seqscan', 'off', false),
        set_config('max_parallel_workers_per_gather', '0', false)`.execute(connection);
      try {
        return await read(connection);
      } finally {
        await sql`reset enable_seqscan; reset max_parallel_workers_per_gather`.execute(connection);
      }
    });
  }
  const { rows } = await sql<{ seqscan: string; parallel: string }>`
    select current_setting('enable_seqscan') as seqscan,
      current_setting('max_parallel_workers_per_gather') as parallel,
      set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`.execute(
    db,
  );
  try {
    return await read(db);
  } finally {
    await sql`select set_config('enable_seqscan', ${rows[0]!.seqscan}, true),
      set_config('max_parallel_workers_per_gather', ${rows[0]!.parallel}, true)`.execute(db);
  }
}

export interface Match extends MatchExpressions {
  /** Everything is in the head (type-ahead, one character): PostgreSQL matches tsv_head. */
  namesOnly: boolean;
}

/** A matching document: `key` orders the fallback and excludes ranked ones from it. */
export interface MatchRow {
  key: number;
  seq: number;
  type: SearchType;
  /** What is shown of it, when read with it (the fallback's rows). */
  detail?: DocumentDetail;
}

/** PostgreSQL: the match on `tsv` (or `tsv_head` for names only), of one type if given. */
function pgAll(m: Match, type?: SearchType) {
  if (m.namesOnly) {
    const filter = type ? sql`and type = ${type}` : sql``;
    return sql`tsv_head @@ cast(${m.all} as tsquery) ${filter}`;
  }
  // The type as a lexeme: GIN intersects it, so only that type's rows are read.
  const expr = type ? `(${m.all}) & ${lexeme(typeLexeme(type))}` : m.all;
  return sql`tsv @@ cast(${expr} as tsquery)`;
}

/** Where to look: the types that may have matches, or the one asked for. */
export interface InOrder {
  types: SearchType[];
  /** Keys already ranked, left out. */
  exclude?: number[];
  offset?: number;
  limit: number;
}

/**
 * The first documents of each expression's matches in the fallback order (type, then newest),
 * `offset` and `limit` for each. The order is not in the GIN index, so reading a common word's
 * few first would read and sort all its thousands of matches. Instead type by type, first type
 * first (the type is a lexeme of tsv, so GIN gives one type's rows alone), newest first: a
 * lateral join over the types in order whose LIMIT stops it once it has its rows, so only the
 * matches of the first type or two are sorted, and a type without the word costs one index
 * lookup. Rows come out in the join's order (readingIndex turns parallel plans off, which could
 * interleave it). One small plan whatever the number of expressions and types: a union of a
 * part per expression and type took PostgreSQL over a millisecond to plan. Names only (tsv_head
 * has no type lexeme): one sort.
 */
function pgInOrder(m: Match, exprs: string[], { types, exclude = [], offset = 0, limit }: InOrder) {
  const without = exclude.length > 0 ? sql`and seq <> all(${exclude})` : sql``;
  if (m.namesOnly) {
    const filter = types.length === 1 ? sql`and type = ${types[0]}` : sql``;
    return sql`(select seq, type from search_document
      where tsv_head @@ cast(${m.all} as tsquery) ${filter} ${without}
      order by type_rank + 0, seq desc limit ${limit} offset ${offset})`;
  }
  const typeQueries = TYPE_ORDER.filter((t) => types.includes(t)).map((t) => lexeme(typeLexeme(t)));
  // seq + 0: the planner would walk the primary key for a rare word, checking every row.
  return sql`(select x.seq, x.type from unnest(${exprs}::text[]) as e(q) cross join lateral (
      select p.seq, p.type from unnest(${typeQueries}::text[]) as t(q) cross join lateral (
        select seq, type from search_document
        where tsv @@ (cast(e.q as tsquery) && cast(t.q as tsquery)) ${without}
        order by seq + 0 desc limit ${offset + limit}) as p
      limit ${limit} offset ${offset}) as x)`;
}

/** SQLite: how many documents of each type match (nothing is read but the index). */
async function countMatches(db: Db, m: Match): Promise<Map<SearchType, number>> {
  const { rows } = await sql<{ band: number; n: number }>`
    select rowid / ${sql.lit(SEQ_SPAN)} as band, count(*) as n from search_fts
    where search_fts match ${m.all} group by band`.execute(db);
  return new Map(rows.map((r) => [typeAt(TYPE_ORDER.length - Number(r.band)), Number(r.n)]));
}

/** A document with every term in the head, with what the service ranks it by. */
export interface HeadRow extends MatchRow {
  title: string;
  names: string;
  rank_weight: number;
  exact_keys: string;
}

/** A name is rarely shared by more documents than this. */
const EXACT_LIMIT = 20;

/**
 * The candidates for ranking (search.service.ts ranks them): the documents whose title or a
 * name is the query, and up to `limit` of those with every term in the head (title, names,
 * keys, category) in the fallback order. No relevance is computed per row here: on a common
 * word that would cost more than the whole query.
 */
export async function headMatches(
  db: Db,
  m: Match,
  limit: number,
  type?: SearchType,
): Promise<HeadRow[]> {
  if (isPostgres(db)) {
    const filter = type ? sql`and type = ${type}` : sql``;
    const { rows } = await sql<HeadRow>`
      select seq as key, seq, type, title, names, rank_weight, exact_keys
      from search_document where seq in (
        (select seq from search_document
          where tsv_head @@ cast(${m.exact} as tsquery) ${filter} limit ${EXACT_LIMIT})
        union
        (select seq from search_document
          where tsv_head @@ cast(${m.head} as tsquery) ${filter}
          order by type_rank + 0, seq desc limit ${limit}))`.execute(db);
    return rows.map((r) => ({ ...r, key: Number(r.key), seq: Number(r.seq) }));
  }
  const range = type ? keyRange(type) : sql``;
  const { rows } = await sql<HeadRow>`
    select f.key, d.seq, d.type, d.title, d.names, d.rank_weight, d.exact_keys
    from (
      select * from (select rowid as key from search_fts
        where search_fts match ${m.exact} ${range} limit ${EXACT_LIMIT})
      union
      select * from (select rowid as key from search_fts
        where search_fts match ${m.head} ${range} order by rowid desc limit ${limit})
    ) as f join search_document d on d.seq = f.key % ${sql.lit(SEQ_SPAN)}`.execute(db);
  return rows;
}

/** Conditions that share any of the query's character pairs (tsv has the type as a lexeme). */
const pgPairs = (pairs: string, limit: number) => sql`(select seq from search_document
  where tsv @@ cast(${`(${pairs}) & ${lexeme(typeLexeme('condition'))}`} as tsquery)
  limit ${limit})`;

/** Names only, the one unit is the head, whose first few are candidates already. */
const unitsBeyondHead = (m: Match) => (m.namesOnly ? [] : m.units);

/** A candidate for relevance (search-relevance.ts): its fields, of the body its opening. */
export interface CandidateRow extends HeadRow {
  doc_id: string;
  category: string | null;
  url: string;
  focus: string;
  body: string;
  emergency: string | null;
}

/** Relevance reads this much of a body: the opening of an article says what it is about. */
const BODY_READ = 3000;
/** Documents with every word of a reading in the title or names, whatever each word finds. */
const HEAD_CANDIDATES = 50;

/** What a search reads first: how many documents of each type match, and the candidates. */
export interface Matches {
  counts: Map<SearchType, number>;
  /** None when nothing matches. */
  rows: CandidateRow[];
  /** Conditions and drugs with the `named` key (near-miss.ts), whether or not anything matches. */
  named: Named;
}

/**
 * How many documents of each type match, and the documents relevance ranks: those named by the
 * query (exact, or every word in the head) and the first `perUnit` of each part of the match
 * in the fallback order, so a rare word's few documents are among them however common another
 * word is. PostgreSQL: one statement, one round trip; SQLite: the candidates only when
 * something matches.
 */
export async function matchesOf(
  db: Db,
  m: Match,
  perUnit: number,
  type: SearchType | undefined,
  named: string | null,
): Promise<Matches> {
  const columns = sql`d.doc_id, d.url, d.category, d.title, d.names, d.rank_weight, d.exact_keys, d.focus,
    substr(d.body, 1, ${sql.lit(BODY_READ)}) as body, d.emergency`;
  if (isPostgres(db)) {
    const filter = type ? sql`and type = ${type}` : sql``;
    const units = unitsBeyondHead(m);
    // The counts and the names come on every row, and on a row of their own when no candidate does.
    const names = named
      ? sql`(select coalesce(json_agg(n), '[]') from (${pgNamed(named)}) as n)`
      : sql`'[]'::json`;
    const { rows } = await sql<CandidateRow & { counts: Record<string, number>; named: Named }>`
      select c.counts, ${names} as named, d.seq as key, d.seq, d.type, ${columns}
      from (select coalesce(json_object_agg(type_rank, n), '{}') as counts from (
        select type_rank, count(*) as n from search_document where ${pgAll(m)}
        group by type_rank) as g) as c
      left join search_document d on d.seq = any(array(
        (select seq from search_document
          where tsv_head @@ cast(${m.exact} as tsquery) ${filter} limit ${EXACT_LIMIT})
        union
        (select seq from search_document where tsv_head @@ cast(${m.head} as tsquery) ${filter}
          order by type_rank + 0, seq desc limit ${HEAD_CANDIDATES})
        ${
          units.length > 0
            ? sql`union (select seq from ${pgInOrder(m, units, {
                types: type ? [type] : [...TYPE_ORDER],
                limit: perUnit,
              })} as u)`
            : sql``
        }
        ${m.pairs && !type ? sql`union ${pgPairs(m.pairs, perUnit)}` : sql``}))`.execute(db);
    const counts = new Map(
      Object.entries(rows[0]?.counts ?? {}).map(([rank, n]) => [typeAt(Number(rank)), Number(n)]),
    );
    // As on SQLite: nothing is a candidate when nothing matches (the query is read again looser).
    const found = counts.size > 0 ? rows.filter((r) => r.seq !== null) : [];
    return {
      counts,
      rows: found.map(({ counts: _, named: __, ...r }) => ({
        ...r,
        key: Number(r.key),
        seq: Number(r.seq),
      })),
      named: rows[0]?.named ?? [],
    };
  }
  const counts = await countMatches(db, m);
  const namedRows = named ? await sqliteNamed(db, named) : [];
  if (counts.size === 0) return { counts, rows: [], named: namedRows };
  const range = type ? keyRange(type) : sql``;
  const unit = (expr: string, limit: number) => sql`select * from (select rowid as key
    from search_fts where search_fts match ${expr} ${range} order by rowid desc limit ${limit})`;
  const { rows } = await sql<CandidateRow>`
    select f.key, d.seq, d.type, ${columns}
    from (
      select * from (select rowid as key from search_fts
        where search_fts match ${m.exact} ${range} limit ${EXACT_LIMIT})
      union ${unit(m.head, HEAD_CANDIDATES)}
      ${sql.join(
        unitsBeyondHead(m).map((u) => sql`union ${unit(u, perUnit)}`),
        sql` `,
      )}
      ${
        m.pairs && !type
          ? sql`union select * from (select rowid as key from search_fts
        where search_fts match ${m.pairs} ${keyRange('condition')} limit ${perUnit})`
          : sql``
      }
    ) as f join search_document d on d.seq = f.key % ${sql.lit(SEQ_SPAN)}`.execute(db);
  return { counts, rows, named: namedRows };
}

/** PostgreSQL: conditions and drugs with the given whole-key expression (match-expression.ts). */
const pgNamed = (exact: string) => sql`select title, names from search_document
  where tsv_head @@ cast(${exact} as tsquery) and type in ('condition', 'drug')
  limit ${EXACT_LIMIT}`;

/** SQLite: conditions and drugs with the given whole-key expression (match-expression.ts). */
async function sqliteNamed(db: Db, exact: string): Promise<Named> {
  const { rows } = await sql<{ title: string; names: string }>`
    select d.title, d.names from (select rowid as key from search_fts
      where search_fts match ${exact} limit ${EXACT_LIMIT}) as f
    join search_document d on d.seq = f.key % ${sql.lit(SEQ_SPAN)}
    where d.type in ('condition', 'drug')`.execute(db);
  return rows;
}

export interface FallbackWant extends InOrder {
  exclude: number[];
  offset: number;
}

function fallbackQuery(db: Db, m: Match, w: FallbackWant) {
  if (isPostgres(db)) {
    return sql`select seq as key from ${pgInOrder(m, [m.all], w)} as f`;
  }
  const exclude =
    w.exclude.length > 0 ? sql`and search_fts.rowid not in (${sql.join(w.exclude)})` : sql``;
  return sql`select * from (
    select search_fts.rowid as key from search_fts
    where search_fts match ${m.all} ${w.types.length === 1 ? keyRange(w.types[0]!) : sql``} ${exclude}
    order by search_fts.rowid desc limit ${w.limit} offset ${w.offset})`;
}

/**
 * Matching documents in the fallback order (type, then newest), leaving out those already
 * ranked: one statement for several wants (a page, the few of each type), each document with
 * what is shown of it (they are all shown), in the order the wants found them.
 */
export async function fallbackOrder(db: Db, m: Match, wants: FallbackWant[]): Promise<MatchRow[]> {
  const queries = wants.filter((w) => w.limit > 0).map((w) => fallbackQuery(db, m, w));
  if (queries.length === 0) return [];
  const seq = isPostgres(db) ? sql`f.key` : sql`f.key % ${sql.lit(SEQ_SPAN)}`;
  const { rows } = await sql<DocumentDetail & { key: number }>`
    select f.key, d.seq, d.type, d.doc_id, d.title, d.names, d.body, d.url, d.category
    from (select u.key, row_number() over () as n from (${sql.join(queries, sql` union all `)}) as u) as f
    join search_document d on d.seq = ${seq} order by f.n`.execute(db);
  return rows.map(({ key, ...d }) => {
    const detail = { ...d, seq: Number(d.seq) };
    return { key: Number(key), seq: detail.seq, type: d.type as SearchType, detail };
  });
}

export interface DocumentDetail {
  seq: number;
  type: string;
  doc_id: string;
  title: string;
  names: string;
  body: string;
  url: string;
  category: string | null;
}

/**
 * The documents to show, by seq. Those already read whole are shown as they are: candidates
 * whose body is shorter than what relevance reads, and `read` (the fallback's rows); only the
 * others are read.
 */
export async function documentsBySeq(
  db: Db,
  seqs: number[],
  candidates: CandidateRow[] = [],
  read: DocumentDetail[] = [],
): Promise<Map<number, DocumentDetail>> {
  // Under BODY_READ UTF-16 units is under BODY_READ characters, so substr kept all of it.
  const whole = new Map(
    [...candidates.filter((r) => r.body.length < BODY_READ), ...read].map((r) => [r.seq, r]),
  );
  const known = new Map<number, DocumentDetail>(
    seqs.flatMap((seq) => (whole.has(seq) ? [[seq, whole.get(seq)!]] : [])),
  );
  const rest = seqs.filter((seq) => !whole.has(seq));
  if (rest.length === 0) return known;
  const rows = await db
    .selectFrom('search_document')
    .select(['seq', 'type', 'doc_id', 'title', 'names', 'body', 'url', 'category'])
    .where('seq', 'in', rest)
    .execute();
  for (const r of rows) known.set(Number(r.seq), { ...r, seq: Number(r.seq) });
  return known;
}

export async function docIdsBySeq(db: Db, seqs: number[]): Promise<Map<number, string>> {
  if (seqs.length === 0) return new Map();
  const rows = await db
    .selectFrom('search_document')
    .select(['seq', 'doc_id'])
    .where('seq', 'in', seqs)
    .execute();
  return new Map(rows.map((r) => [Number(r.seq), r.doc_id]));
}

/** One type's documents by id, in no particular order (ids not in the index are left out). */
export async function documentsByIds(
  db: Db,
  type: SearchType,
  ids: string[],
): Promise<DocumentDetail[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('search_document')
    .select(['seq', 'type', 'doc_id', 'title', 'names', 'body', 'url', 'category'])
    .where('type', '=', type)
    .where('doc_id', 'in', ids)
    .execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}
