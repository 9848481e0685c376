import type { Kysely } from 'kysely';

/**
 * Preview links of unpublished versions: the citizen site shows a draft to whoever holds the
 * token, for 30 minutes. Only the token's SHA-256 is kept, like a session's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_preview')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('version_id', 'text', (col) =>
      col.notNull().references('content_version.id').onDelete('cascade'),
    )
    .addColumn('created_by', 'text', (col) => col.notNull().references('staff_account.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_preview').execute();
}
