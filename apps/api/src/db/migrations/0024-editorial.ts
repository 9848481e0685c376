import type { Kysely } from 'kysely';

/**
 * The editorial workflow (domain-rules.md, "Staff"): every change to a condition or article is
 * a version (draft → in review → published, or back to draft with a reason), and an item once
 * published or archived from the console is marked, so a file reload leaves it alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('version_no', 'integer', (col) => col.notNull())
    // draft | review | published | archived | superseded
    .addColumn('status', 'text', (col) => col.notNull())
    // The item's front matter and Markdown body, as a content file holds them.
    .addColumn('fields', 'text', (col) => col.notNull())
    .addColumn('author_id', 'text', (col) => col.notNull().references('staff_account.id'))
    .addColumn('reviewer_id', 'text', (col) => col.references('staff_account.id'))
    // Why a reviewer sent the draft back (shown to the author until the next decision).
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .addUniqueConstraint('content_version_no_uq', ['kind', 'item_id', 'version_no'])
    .execute();
  await db.schema
    .createIndex('content_version_status_idx')
    .on('content_version')
    .columns(['status', 'kind'])
    .execute();

  await db.schema
    .createTable('content_console_item')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    // published | archived: what the console last decided; the loader keeps it over the file.
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('fields', 'text', (col) => col.notNull())
    .addColumn('edited_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_console_item_pk', ['kind', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_console_item').execute();
  await db.schema.dropTable('content_version').execute();
}
