import type { Kysely } from 'kysely';

/**
 * Reading matter loaded from content/ (help, public health, notices, the home page's picks):
 * each table is replaced whole by its loader when the files change, so none has an editing
 * history of its own. Lists and rich text are JSON text, read as a whole with their row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('help_category')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('help_entry')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('category_id', 'text', (col) =>
      col.notNull().references('help_category.id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    // JSON text: RichText.
    .addColumn('answer', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('help_entry_category_idx')
    .on('help_entry')
    .columns(['category_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('public_health_service')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('audience', 'text', (col) => col.notNull())
    // JSON text: string[] each.
    .addColumn('free', 'text', (col) => col.notNull())
    .addColumn('places', 'text', (col) => col.notNull())
    .addColumn('sources', 'text', (col) => col.notNull())
    // JSON text: RichText.
    .addColumn('body', 'text', (col) => col.notNull())
    .execute();

  // The schedule's own facts (one row, id 'current'), and its vaccines as rows.
  await db.schema
    .createTable('immunization_schedule')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('source', 'text', (col) => col.notNull())
    // JSON text: amendments [{ source, effective, text }], ages string[], notes string[].
    .addColumn('amendments', 'text', (col) => col.notNull())
    .addColumn('ages', 'text', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('immunization_vaccine')
    .addColumn('abbr', 'text', (col) => col.primaryKey())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('disease', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('route', 'text', (col) => col.notNull())
    // JSON text: { age: number[] }.
    .addColumn('doses', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .execute();

  await db.schema
    .createTable('notice')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notice_date_idx').on('notice').columns(['date', 'id']).execute();

  await db.schema
    .createTable('home_featured')
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('doc_id', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('home_featured_pk', ['type', 'doc_id'])
    .execute();
  await db.schema
    .createTable('seasonal_tip')
    .addColumn('season', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('seasonal_tip_pk', ['season', 'sort_order'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'seasonal_tip',
    'home_featured',
    'notice',
    'immunization_vaccine',
    'immunization_schedule',
    'public_health_service',
    'help_entry',
    'help_category',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
