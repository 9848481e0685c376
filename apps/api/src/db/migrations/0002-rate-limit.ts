import type { Kysely } from 'kysely';

// Shared counters for the database rate-limit store: one row per client key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hit')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .execute();
  // Expired windows are swept by start time.
  await db.schema
    .createIndex('rate_limit_hit_window_idx')
    .on('rate_limit_hit')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hit').execute();
}
