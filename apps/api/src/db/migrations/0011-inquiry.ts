import type { Kysely } from 'kysely';

/**
 * Convenience queries (便民查询): seven small registers the bureau keeps as CSV files
 * (institutions, practitioners, prices, vaccination clinics, emergency points, blood donation,
 * check-up centres) and the 办事指南. A content reload replaces them all in one transaction.
 *
 * The registers share one table: each row keeps the item as the API sends it (JSON `data`,
 * checked at load) and, beside it, the few columns the filters ask for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inquiry_entry')
    // institution | practitioner | price | vaccination | emergency | blood | checkup
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    // The order in the bureau's file, which is the order it wants them listed in.
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    // The institution, hospital, practitioner kind or category a filter picks from a list.
    .addColumn('institution', 'text')
    .addColumn('town', 'text')
    .addColumn('category', 'text')
    // `|乙肝疫苗|卡介苗|`: whole values (vaccines, services) matched exactly, not as substrings.
    .addColumn('tags', 'text', (col) => col.notNull())
    // Lower-cased text of the fields a keyword searches.
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('inquiry_entry_pk', ['kind', 'id'])
    .execute();
  for (const column of ['seq', 'institution', 'town', 'category']) {
    await db.schema
      .createIndex(`inquiry_entry_${column}_idx`)
      .on('inquiry_entry')
      .columns(['kind', column])
      .execute();
  }

  await db.schema
    .createTable('inquiry_guide')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('department', 'text', (col) => col.notNull())
    // JSON text: RichText blocks and string[].
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('sources', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inquiry_guide').execute();
  await db.schema.dropTable('inquiry_entry').execute();
}
