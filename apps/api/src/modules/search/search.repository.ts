import type { SearchType } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MatchExpressions } from './match-expression.js';
import {
  SEQ_SPAN,
  isPostgres,
  keyRange,
  lexeme,
  seqOfKey,
  typeLexeme,
  typeOfKey,
} from './search-sql.js';
import { TYPE_ORDER, typeAt, typeRank } from './search-types.js';

export { isPostgres } from './search-sql.js';

/**
 * Runs search reads with PostgreSQL's sequential scans off. Its planner prices a sequential
 * scan by the table's own pages, not by the tsvectors kept out of line beside them, so for a
 * common word it would read every document's tokens (tens of milliseconds) instead of asking
 * the GIN index (about one). Inside a caller's transaction the setting is put back afterwards.
 */
export async function readingIndex<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return read(db);
  if (!db.isTransaction) {
    // One connection, no transaction: two round trips fewer than BEGIN … COMMIT.
    return db.connection().execute(async (connection) => {
      await sql`set enable_seqscan = off`.execute(connection);
      try {
        return await read(connection);
      } finally {
        await sql`reset enable_seqscan`.execute(connection);
      }
    });
  }
  const { rows } = await sql<{ before: string }>`
    select current_setting('enable_seqscan') as before,
      set_config('enable_seqscan', 'off', true) as now`.execute(db);
  try {
    return await read(db);
  } finally {
    await sql`select set_config('enable_seqscan', ${rows[0]!.before}, true)`.execute(db);
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

/** How many documents of each type match (nothing is ranked or read but the index). */
export async function countMatches(db: Db, m: Match): Promise<Map<SearchType, number>> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ type: SearchType; n: string }>`
      select type, count(*) as n from search_document where ${pgAll(m)} group by type`.execute(db);
    return new Map(rows.map((r) => [r.type, Number(r.n)]));
  }
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

/**
 * PostgreSQL's own lexeme frequencies (ANALYZE keeps the commonest ~1,000 of tsv): the share
 * of documents each has. Read in the statement that uses them, so they are never stale.
 */
const PG_STATS = sql`stats as materialized (select e.lexeme, e.share
  from pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs)
    as e(lexeme, share)
  where s.schemaname = current_schema() and s.tablename = 'search_document'
    and s.attname = 'tsv' and e.lexeme is not null)`;

/** A word in this share of documents or more finds its first few sooner in the fallback order. */
const COMMON_SHARE = 0.25;

/** The lexemes of a unit (match-expression.ts: quoted, joined by &, a prefix marked :*). */
function unitLexemes(expr: string): string[] | null {
  const lexemes = [...expr.matchAll(/'((?:[^'\\]|''|\\.)*)'/g)].map((x) =>
    x[1]!.replaceAll("''", "'").replaceAll(/\\(.)/g, '$1'),
  );
  // Only a conjunction is estimated; anything else takes the index's way.
  const rest = expr.replaceAll(/'((?:[^'\\]|''|\\.)*)'(:\*)?/g, '');
  return lexemes.length > 0 && /^[\s()&]*$/.test(rest) ? [...new Set(lexemes)] : null;
}

/** At most this many rows of the order index are walked for a word (~13 µs each, loaded). */
const WALK_ROWS = 300;

/**
 * The first `limit` documents of one unit in the fallback order (type, then newest), the same
 * rows either way, found the fastest way. A common unit: the order index walked, each row
 * checked, stopping at `limit` (about limit / share rows), if that many are among the first
 * `WALK_ROWS` (a word common in articles may be absent from drugs, which come first). Else the
 * GIN index's matches, sorted (a common word has thousands: sorting them was most of a query's
 * time). Common is decided in the statement from PostgreSQL's statistics: the share of a
 * conjunction taken as the product of its lexemes' shares (a prefix counts its own lexeme only,
 * a lexeme not among the commonest is rare), which errs towards the GIN index.
 * `walk`: a CTE for the statement's WITH (null for no walk); `rows`: the unit's part of the union.
 */
function pgUnit(m: Match, expr: string, limit: number, name: string, type?: SearchType) {
  const sorted = (gate: ReturnType<typeof sql>) => sql`(select seq from search_document
    where ${pgAll({ ...m, all: expr }, type)} ${gate}
    order by type_rank + 0, seq desc limit ${limit})`;
  const lexemes = m.namesOnly ? null : unitLexemes(expr);
  if (!lexemes) return { walk: null, rows: sorted(sql``) };
  const share = sql`(select case when count(*) = ${lexemes.length} then exp(sum(ln(share)))
    else 0 end from stats where lexeme = any(${lexemes}::text[]))`;
  const rank = type ? sql`and type_rank = ${typeRank(type)}` : sql``;
  const cte = sql.raw(name);
  return {
    walk: sql`${cte} as materialized (select seq from (select seq, tsv from search_document
      where ${share} >= ${COMMON_SHARE} ${rank} order by type_rank, seq desc
      limit ${WALK_ROWS}) as w where tsv @@ cast(${expr} as tsquery) limit ${limit})`,
    rows: sql`(select seq from ${cte}) union all
      ${sorted(sql`and (select count(*) from ${cte}) < ${limit}`)}`,
  };
}

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

/**
 * The documents relevance ranks: those named by the query (exact, or every word in the head)
 * and the first `perUnit` of each part of the match in the fallback order, so a rare word's few
 * documents are among them however common another word is. One statement.
 */
export async function candidates(
  db: Db,
  m: Match,
  perUnit: number,
  type?: SearchType,
): Promise<CandidateRow[]> {
  const columns = sql`d.doc_id, d.url, d.category, d.title, d.names, d.rank_weight, d.exact_keys, d.focus,
    substr(d.body, 1, ${sql.lit(BODY_READ)}) as body, d.emergency`;
  if (isPostgres(db)) {
    const filter = type ? sql`and type = ${type}` : sql``;
    const units = m.units.map((u, i) => pgUnit(m, u, perUnit, `walk${i}`, type));
    const walks = units.flatMap((u) => (u.walk ? [sql`, ${u.walk}`] : []));
    const { rows } = await sql<CandidateRow>`
      with ${PG_STATS} ${sql.join(walks, sql` `)}
      select d.seq as key, d.seq, d.type, ${columns} from search_document d where d.seq in (
        (select seq from search_document
          where tsv_head @@ cast(${m.exact} as tsquery) ${filter} limit ${EXACT_LIMIT})
        union
        (select seq from search_document where tsv_head @@ cast(${m.head} as tsquery) ${filter}
          order by type_rank + 0, seq desc limit ${HEAD_CANDIDATES})
        ${sql.join(
          units.map((u) => sql`union ${u.rows}`),
          sql` `,
        )}
        ${m.pairs && !type ? sql`union ${pgPairs(m.pairs, perUnit)}` : sql``})`.execute(db);
    return rows.map((r) => ({ ...r, key: Number(r.key), seq: Number(r.seq) }));
  }
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
        m.units.map((u) => sql`union ${unit(u, perUnit)}`),
        sql` `,
      )}
      ${
        m.pairs && !type
          ? sql`union select * from (select rowid as key from search_fts
        where search_fts match ${m.pairs} ${keyRange('condition')} limit ${perUnit})`
          : sql``
      }
    ) as f join search_document d on d.seq = f.key % ${sql.lit(SEQ_SPAN)}`.execute(db);
  return rows;
}

/** Conditions and drugs with the given whole-key expression (match-expression.ts, exact). */
export async function namesByKey(
  db: Db,
  exact: string,
): Promise<{ title: string; names: string }[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ title: string; names: string }>`
      select title, names from search_document where tsv_head @@ cast(${exact} as tsquery)
      and type in ('condition', 'drug') limit ${EXACT_LIMIT}`.execute(db);
    return rows;
  }
  const { rows } = await sql<{ title: string; names: string }>`
    select d.title, d.names from (select rowid as key from search_fts
      where search_fts match ${exact} limit ${EXACT_LIMIT}) as f
    join search_document d on d.seq = f.key % ${sql.lit(SEQ_SPAN)}
    where d.type in ('condition', 'drug')`.execute(db);
  return rows;
}

export interface FallbackWant {
  type?: SearchType;
  /** Keys already ranked. */
  exclude: number[];
  offset: number;
  limit: number;
}

function fallbackQuery(db: Db, m: Match, w: FallbackWant) {
  if (isPostgres(db)) {
    const exclude = w.exclude.length > 0 ? sql`and seq <> all(${w.exclude})` : sql``;
    return sql`select * from (
      select seq as key, seq, type from search_document where ${pgAll(m, w.type)} ${exclude}
      order by type_rank + 0, seq desc limit ${w.limit} offset ${w.offset}) as f`;
  }
  const exclude =
    w.exclude.length > 0 ? sql`and search_fts.rowid not in (${sql.join(w.exclude)})` : sql``;
  return sql`select * from (
    select search_fts.rowid as key from search_fts
    where search_fts match ${m.all} ${w.type ? keyRange(w.type) : sql``} ${exclude}
    order by search_fts.rowid desc limit ${w.limit} offset ${w.offset})`;
}

/**
 * Matching documents in the fallback order (type, then newest), leaving out those already
 * ranked: one statement for several wants (a page, the few of each type).
 */
export async function fallbackOrder(db: Db, m: Match, wants: FallbackWant[]): Promise<MatchRow[]> {
  const queries = wants.filter((w) => w.limit > 0).map((w) => fallbackQuery(db, m, w));
  if (queries.length === 0) return [];
  const { rows } = await sql<{ key: number; seq?: number; type?: SearchType }>`${sql.join(
    queries,
    sql` union all `,
  )}`.execute(db);
  return rows.map((r) =>
    r.type
      ? { key: Number(r.key), seq: Number(r.seq), type: r.type }
      : { key: r.key, seq: seqOfKey(r.key), type: typeOfKey(r.key) },
  );
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

export async function documentsBySeq(db: Db, seqs: number[]): Promise<Map<number, DocumentDetail>> {
  if (seqs.length === 0) return new Map();
  const rows = await db
    .selectFrom('search_document')
    .select(['seq', 'type', 'doc_id', 'title', 'names', 'body', 'url', 'category'])
    .where('seq', 'in', seqs)
    .execute();
  return new Map(rows.map((r) => [Number(r.seq), { ...r, seq: Number(r.seq) }]));
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
