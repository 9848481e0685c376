import type { Kysely } from 'kysely';

/**
 * The bureau's controls over citizens and content: a lock on a citizen account (it cannot sign
 * in until unlocked; separate from the short lockout after wrong passwords) and the sensitive
 * words that evaluations are screened against.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('citizen_lock')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('locked_at', 'text', (col) => col.notNull())
    // The staff account that locked it (kept when that account is later removed).
    .addColumn('locked_by', 'text')
    .execute();

  await db.schema
    .createTable('sensitive_word')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('word', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sensitive_word').execute();
  await db.schema.dropTable('citizen_lock').execute();
}
