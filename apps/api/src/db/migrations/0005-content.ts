import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The site-wide search index. Every feature writes its documents into `search_document`
 * through modules/search, in its own transaction; the words are cut into tokens in code
 * (character bigrams and trigrams, pinyin of names), so both engines index the same tokens:
 * SQLite in an FTS5 table, PostgreSQL in `tsvector` columns with GIN indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  let documents = db.schema.createTable('search_document');
  documents = postgres
    ? documents.addColumn('seq', 'serial', (col) => col.primaryKey())
    : documents.addColumn('seq', 'integer', (col) => col.primaryKey().autoIncrement());
  documents = documents
    .addColumn('type', 'text', (col) => col.notNull())
    // The order of types where relevance does not decide (0 first): conditions, drugs, …
    .addColumn('type_rank', 'integer', (col) => col.notNull())
    .addColumn('doc_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    // JSON text: string[] (aliases, brand names).
    .addColumn('names', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('category', 'text')
    // The type's weight times the document's own: ranking multiplies by it.
    .addColumn('rank_weight', 'double precision', (col) => col.notNull())
    // `|key|key|`: the title's and names' whole forms, pinyin and initials, for exact matches.
    .addColumn('exact_keys', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('search_document_uq', ['type', 'doc_id']);
  if (postgres) {
    documents = documents
      // Every token once, without positions: GIN answers a match without reading the row.
      .addColumn('tsv', sql`tsvector`, (col) => col.notNull())
      // Title (A), names and keys (B), category (C) with positions: small, for ranking.
      .addColumn('tsv_head', sql`tsvector`, (col) => col.notNull());
  }
  await documents.execute();

  if (postgres) {
    // Everything long (body, tokens) out of line: a search visits the row of every match to
    // count it by type, and a narrow row makes that a few hundred pages, not thousands.
    await sql`alter table search_document set (toast_tuple_target = 128)`.execute(db);
    await sql`create index search_document_tsv_idx on search_document using gin (tsv)`.execute(db);
    await sql`create index search_document_head_idx on search_document using gin (tsv_head)`.execute(
      db,
    );
  } else {
    // Contentless (the text lives in search_document) and without positions (no phrase is
    // ever asked). The rowid carries the type and the order (search.repository.ts); unicode61
    // splits the pre-cut tokens at the spaces between them and nowhere else.
    await sql`create virtual table search_fts using fts5(
      title, names, keys, category, body,
      content = '', contentless_delete = 1, detail = column, prefix = '1 2 3',
      tokenize = 'unicode61 remove_diacritics 0'
    )`.execute(db);
  }

  // What people say → what the site says (content/search/synonyms.yaml, loaded with content).
  await db.schema
    .createTable('search_synonym')
    .addColumn('phrase', 'text', (col) => col.primaryKey())
    // JSON text: string[], the words to look for instead (all of them together).
    .addColumn('means', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`drop table if exists search_fts`.execute(db);
  }
  await db.schema.dropTable('search_synonym').execute();
  await db.schema.dropTable('search_document').execute();
}
