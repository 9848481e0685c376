import { sql, type Kysely } from 'kysely';

/**
 * Lab, microbiology and imaging reports as hospitals send them (issue 13). A report belongs to
 * a person by `person_key` (SHA-256 of document type and number, as bookablePeople computes
 * it), so the ID number itself is never stored with the results.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('hospital_id', 'text', (col) => col.notNull().references('hospital.id'))
    // The hospital's own report id: the upsert key.
    .addColumn('external_id', 'text', (col) => col.notNull())
    .addColumn('person_key', 'text', (col) => col.notNull())
    .addColumn('patient_name', 'text', (col) => col.notNull())
    .addColumn('patient_sex', 'text')
    .addColumn('patient_age', 'integer')
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('report_no', 'text', (col) => col.notNull())
    .addColumn('department', 'text')
    .addColumn('doctor', 'text')
    .addColumn('collected_at', 'text')
    .addColumn('reported_at', 'text', (col) => col.notNull())
    .addColumn('abnormal', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('critical', 'integer', (col) => col.notNull().defaultTo(0))
    // Set by the one sender that wins the conditional update, so a critical value is texted once.
    .addColumn('critical_notified_at', 'text')
    .addColumn('note', 'text')
    // JSON text: the type's own part (sample type; specimen and organisms; imaging details).
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('report_external_uq', ['hospital_id', 'external_id'])
    .execute();
  await db.schema
    .createIndex('report_person_idx')
    .on('report')
    .columns(['person_key', 'reported_at'])
    .execute();

  // Lab items in rows, so one item's values over time (a trend) is one indexed query.
  await db.schema
    .createTable('report_item')
    .addColumn('report_id', 'text', (col) =>
      col.notNull().references('report.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('person_key', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('value', sql`double precision`)
    .addColumn('unit', 'text')
    .addColumn('low', sql`double precision`)
    .addColumn('high', sql`double precision`)
    .addColumn('range_text', 'text')
    .addColumn('flag', 'text')
    .addPrimaryKeyConstraint('report_item_pk', ['report_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('report_item_person_code_idx')
    .on('report_item')
    .columns(['person_key', 'code'])
    .execute();

  await db.schema
    .createTable('report_image')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('report_id', 'text', (col) =>
      col.notNull().references('report.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('caption', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    // base64 text: the same column type on both engines, written in the report's transaction.
    .addColumn('data', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('report_image_report_idx')
    .on('report_image')
    .columns(['report_id', 'seq'])
    .execute();

  // Read marks are per account: a parent's report read by one child stays unread for another.
  await db.schema
    .createTable('report_read')
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('report_id', 'text', (col) =>
      col.notNull().references('report.id').onDelete('cascade'),
    )
    .addColumn('read_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_read_pk', ['user_id', 'report_id'])
    .execute();

  await db.schema
    .createTable('report_share')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('report_id', 'text', (col) =>
      col.notNull().references('report.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('report_share_report_idx')
    .on('report_share')
    .columns(['report_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['report_share', 'report_read', 'report_image', 'report_item', 'report']) {
    await db.schema.dropTable(table).execute();
  }
}
