import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Uploaded files kept in the database, so every API process on one PostgreSQL serves every
 * upload. A file is a run of chunks numbered from 0, written and read one at a time: a large
 * file never sits whole in a process's memory, and a single query never carries more than a
 * chunk. `stored_file` keeps the type, size and now the SHA-256 (the ETag) beside them; rows
 * uploaded before this migration have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('stored_file_data')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('data', postgres ? 'bytea' : 'blob', (col) => col.notNull())
    .addPrimaryKeyConstraint('stored_file_data_pk', ['key', 'seq'])
    .execute();
  await db.schema.alterTable('stored_file').addColumn('sha256', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stored_file').dropColumn('sha256').execute();
  await db.schema.dropTable('stored_file_data').execute();
}
