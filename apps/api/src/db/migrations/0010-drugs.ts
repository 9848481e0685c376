import { sql, type Kysely } from 'kysely';

/**
 * The drug catalogue (loaded from content/drugs) and the stock hospitals report through
 * `POST /api/ingest/drugs`. Stock rows keep the hospital's own name and strength and are matched
 * to the catalogue by them, so a catalogue reload matches them again; no foreign key ties them,
 * since a reload replaces the catalogue's rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('drug')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('generic_name', 'text', (col) => col.notNull())
    .addColumn('english_name', 'text')
    // JSON text: string[].
    .addColumn('brand_names', 'text', (col) => col.notNull())
    // JSON text: { form, strengths }[].
    .addColumn('forms', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('subcategory', 'text')
    .addColumn('atc', 'text')
    .addColumn('rx', 'text', (col) => col.notNull())
    .addColumn('insurance', 'text', (col) => col.notNull())
    .addColumn('essential', 'integer', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    // JSON text: { title, blocks }[] in the fixed order.
    .addColumn('sections', 'text', (col) => col.notNull())
    .addColumn('reviewer', 'text', (col) => col.notNull())
    .addColumn('reviewed_at', 'text', (col) => col.notNull())
    // JSON text: string[].
    .addColumn('sources', 'text', (col) => col.notNull())
    // Category order, then pinyin: the order of the list without a keyword.
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('drug_category_idx').on('drug').columns(['category']).execute();

  await db.schema
    .createTable('drug_stock')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('hospital_id', 'text', (col) =>
      col.notNull().references('hospital.id').onDelete('cascade'),
    )
    // The hospital's own code: the upsert key, unique per hospital.
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('form', 'text')
    .addColumn('strength', 'text', (col) => col.notNull())
    .addColumn('packaging', 'text')
    .addColumn('unit', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('in_stock', 'integer', (col) => col.notNull())
    // The catalogue entry, form and strength it was matched to; null when unmatched.
    .addColumn('drug_id', 'text')
    .addColumn('drug_form', 'text')
    .addColumn('drug_strength', 'text')
    // When the hospital says the figures were true.
    .addColumn('reported_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('drug_stock_hospital_code_uq', ['hospital_id', 'code'])
    .execute();
  await db.schema
    .createIndex('drug_stock_drug_idx')
    .on('drug_stock')
    .columns(['drug_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('drug_stock').execute();
  await db.schema.dropTable('drug').execute();
}
