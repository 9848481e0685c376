import type { Kysely } from 'kysely';

/**
 * What search ranks a condition by besides its names: the text of its 症状 section (weighted
 * above the rest of the body) and its 立即拨打 120 points (shown above the results when the
 * query finds it). Existing documents get them at the next content load.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('search_document')
    .addColumn('focus', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('search_document').addColumn('emergency', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('search_document').dropColumn('emergency').execute();
  await db.schema.alterTable('search_document').dropColumn('focus').execute();
}
