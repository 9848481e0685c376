import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL's fallback-order index (type_rank, seq desc; 0032) is no longer read: search reads
 * a word's first documents type by type through the GIN index (the type is a lexeme of tsv),
 * and walking the order index meant reading each row's tsvector, kept out of line (20-80 µs a
 * row). Dropped so that indexing does not keep it up to date for nothing. SQLite never had it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists search_document_order_idx`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index search_document_order_idx on search_document (type_rank, seq desc)`.execute(
      db,
    );
  }
}
