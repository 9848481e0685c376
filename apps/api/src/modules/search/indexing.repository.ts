import type { SearchType } from '@portal/contract';
import {
  sql,
  type ExpressionBuilder,
  type OnConflictTables,
  type OnConflictUpdateDatabase,
} from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, SearchDocumentTable } from '../../db/schema.js';
import { ftsKey, isPostgres, lexeme, typeLexeme } from './search-sql.js';
import { typeRank } from './search-types.js';

export type DocumentRow = Omit<SearchDocumentTable, 'seq' | 'tsv' | 'tsv_head' | 'focus'> & {
  focus: string;
};

/** The tokens of one document by field (tokens.ts). */
export interface FieldTokens {
  title: string[];
  names: string[];
  keys: string[];
  category: string[];
  body: string[];
}

const HEAD_WEIGHTS = [
  ['title', 'A'],
  ['names', 'B'],
  ['keys', 'B'],
  ['category', 'C'],
] as const;
/** PostgreSQL keeps positions up to 16383 and 256 of them per lexeme; later ones still match. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 255;

/** Every token once, without positions, and the type: what GIN matches. */
export function tsvectorAll(tokens: FieldTokens, type: string): string {
  const all = new Set<string>([typeLexeme(type)]);
  for (const list of Object.values(tokens)) for (const t of list) all.add(t);
  return [...all].map(lexeme).join(' ');
}

/** The title's, names', keys' and category's tokens with weights and positions: for ranking. */
export function tsvectorHead(tokens: FieldTokens): string {
  const lexemes = new Map<string, string[]>();
  let position = 0;
  for (const [field, weight] of HEAD_WEIGHTS) {
    for (const token of tokens[field]) {
      position = Math.min(position + 1, MAX_POSITION);
      const positions = lexemes.get(token) ?? [];
      if (positions.length === 0) lexemes.set(token, positions);
      if (positions.length < MAX_POSITIONS_PER_LEXEME) positions.push(`${position}${weight}`);
    }
  }
  return [...lexemes]
    .map(([text, positions]) => `${lexeme(text)}:${positions.join(',')}`)
    .join(' ');
}

/** On a second write of a document, every column takes the new value. */
function excluded(
  eb: ExpressionBuilder<
    OnConflictUpdateDatabase<DB, 'search_document'>,
    OnConflictTables<'search_document'>
  >,
) {
  return {
    title: eb.ref('excluded.title'),
    names: eb.ref('excluded.names'),
    body: eb.ref('excluded.body'),
    url: eb.ref('excluded.url'),
    category: eb.ref('excluded.category'),
    rank_weight: eb.ref('excluded.rank_weight'),
    exact_keys: eb.ref('excluded.exact_keys'),
    updated_at: eb.ref('excluded.updated_at'),
    focus: eb.ref('excluded.focus'),
    emergency: eb.ref('excluded.emergency'),
  };
}

/** Inserts or replaces documents of one type (by type and id) with their tokens. */
export async function upsertDocuments(
  db: Db,
  type: SearchType,
  docs: { row: DocumentRow; tokens: FieldTokens }[],
): Promise<void> {
  if (docs.length === 0) return;
  if (isPostgres(db)) {
    await db
      .insertInto('search_document')
      .values(
        docs.map((d) => ({
          ...d.row,
          tsv: sql<string>`${tsvectorAll(d.tokens, type)}::tsvector`,
          tsv_head: sql<string>`${tsvectorHead(d.tokens)}::tsvector`,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['type', 'doc_id']).doUpdateSet((eb) => ({
          ...excluded(eb),
          tsv: eb.ref('excluded.tsv'),
          tsv_head: eb.ref('excluded.tsv_head'),
        })),
      )
      .execute();
    return;
  }
  const rank = typeRank(type);
  // A contentless FTS5 table forgets a row by its rowid: a replaced document's goes first.
  const before = await db
    .selectFrom('search_document')
    .select('seq')
    .where('type', '=', type)
    .where(
      'doc_id',
      'in',
      docs.map((d) => d.row.doc_id),
    )
    .execute();
  if (before.length > 0) {
    const keys = before.map((r) => ftsKey(rank, r.seq));
    await sql`delete from search_fts where rowid in (${sql.join(keys)})`.execute(db);
  }
  const rows = await db
    .insertInto('search_document')
    .values(docs.map((d) => d.row))
    .onConflict((oc) => oc.columns(['type', 'doc_id']).doUpdateSet(excluded))
    .returning(['seq', 'doc_id'])
    .execute();
  const seqOf = new Map(rows.map((r) => [r.doc_id, r.seq]));
  const values = docs.map((d) => {
    const t = d.tokens;
    const key = ftsKey(rank, seqOf.get(d.row.doc_id)!);
    const text = [t.title, t.names, t.keys, t.category, t.body].map((list) => list.join(' '));
    return sql`(${key}, ${sql.join(text)})`;
  });
  await sql`insert into search_fts (rowid, title, names, keys, category, body)
    values ${sql.join(values)}`.execute(db);
}

/** Deletes documents of one type by id. */
export async function deleteDocuments(db: Db, type: SearchType, ids: string[]) {
  if (ids.length === 0) return;
  const rows = await db
    .deleteFrom('search_document')
    .where('type', '=', type)
    .where('doc_id', 'in', ids)
    .returning('seq')
    .execute();
  if (rows.length > 0 && !isPostgres(db)) {
    const keys = rows.map((r) => ftsKey(typeRank(type), r.seq));
    await sql`delete from search_fts where rowid in (${sql.join(keys)})`.execute(db);
  }
}

export async function documentIds(db: Db, type: SearchType): Promise<string[]> {
  const rows = await db
    .selectFrom('search_document')
    .select('doc_id')
    .where('type', '=', type)
    .execute();
  return rows.map((r) => r.doc_id);
}

export async function listSynonyms(db: Db): Promise<{ phrase: string; means: string }[]> {
  return db.selectFrom('search_synonym').selectAll().execute();
}

/** Replaces the whole synonym table (content reload). */
export async function replaceSynonymRows(
  db: Db,
  rows: { phrase: string; means: string }[],
): Promise<void> {
  await db.deleteFrom('search_synonym').execute();
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('search_synonym')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}
