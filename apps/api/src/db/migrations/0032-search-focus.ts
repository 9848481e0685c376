import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * What search ranks a condition by besides its names: the text of its 症状 section (weighted
 * above the rest of the body) and its 立即拨打 120 points (shown above the results when the
 * query finds it). Existing documents get them at the next content load.
 * PostgreSQL also gets the fallback order as an index: relevance takes the first few documents
 * each word finds in that order (type, newest), which a common word would otherwise have to sort
 * from thousands of matches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('search_document')
    .addColumn('focus', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('search_document').addColumn('emergency', 'text').execute();
  // SQLite's FTS5 rowid is that order already (search-sql.ts, ftsKey).
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index search_document_order_idx
      on search_document (type_rank, seq desc)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists search_document_order_idx`.execute(db);
  await db.schema.alterTable('search_document').dropColumn('emergency').execute();
  await db.schema.alterTable('search_document').dropColumn('focus').execute();
}
