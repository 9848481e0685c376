import type { Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they describe the schema at their point in history,
// not the current DB type.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_setting')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_setting').execute();
}
