import type { Kysely } from 'kysely';

/**
 * What people search for, counted per China calendar day and query: how often it was searched,
 * how often that found nothing, and how often a result was opened. Only the normalized words
 * (with digit runs masked) are kept, never who searched: no account, address, token or agent.
 * One row per (day, query), so counting is an upsert that adds to it, safe for any number of
 * processes at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_query_stat')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('query', 'text', (col) => col.notNull())
    .addColumn('searches', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('zero_results', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('clicks', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('search_query_stat_pk', ['day', 'query'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_query_stat').execute();
}
