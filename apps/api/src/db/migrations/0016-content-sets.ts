import type { Kysely } from 'kysely';

/**
 * What the server last loaded of each content set (conditions, articles, drugs …): a
 * fingerprint of its files, so a start loads only sets whose files changed, and operators can
 * see with `content status` what is live.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_set')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('items', 'integer', (col) => col.notNull())
    .addColumn('loaded_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_set').execute();
}
