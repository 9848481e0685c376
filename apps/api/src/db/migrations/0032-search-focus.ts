import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * What search ranks a condition by besides its names: the text of its 症状 section (weighted
 * above the rest of the body) and its 立即拨打 120 points (shown above the results when the
 * query finds it). Existing documents get them at the next content load.
 * PostgreSQL also keeps the fallback order (type, then newest) as an index: a common word's
 * first few candidates are read from it in order instead of sorting its thousands of matches
 * (search.repository.ts decides per word which way, so the planner never walks it for a rare one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('search_document')
    .addColumn('focus', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('search_document').addColumn('emergency', 'text').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index search_document_order_idx on search_document (type_rank, seq desc)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index search_document_order_idx`.execute(db);
  }
  await db.schema.alterTable('search_document').dropColumn('emergency').execute();
  await db.schema.alterTable('search_document').dropColumn('focus').execute();
}
