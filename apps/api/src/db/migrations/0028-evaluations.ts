import type { Kysely } from 'kysely';

/**
 * Visit evaluations (就医评价) and the reports citizens make on them. One evaluation per visit
 * and one report per citizen per evaluation are unique indexes, so a double click or two
 * processes racing can never write a second one. The hospital, department and doctor are
 * copied from the visit's schedule so summaries and lists need no join through bookings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('evaluation')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('booking_id', 'text', (col) =>
      col.notNull().unique().references('booking.id').onDelete('cascade'),
    )
    // The account that wrote it (the patient's own, or the one that booked for them).
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('hospital_id', 'text', (col) => col.notNull())
    .addColumn('department_id', 'text', (col) => col.notNull())
    .addColumn('doctor_id', 'text')
    // The patient's name masked when written (张*): the list never needs the real one.
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('visit_date', 'text', (col) => col.notNull())
    .addColumn('skill', 'integer', (col) => col.notNull())
    .addColumn('attitude', 'integer', (col) => col.notNull())
    .addColumn('environment', 'integer', (col) => col.notNull())
    .addColumn('waiting', 'integer', (col) => col.notNull())
    .addColumn('overall', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    // JSON array of the listed words found when it was held.
    .addColumn('matched_words', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('reject_reason', 'text')
    // Reports since a moderator last looked; 3 hide it.
    .addColumn('reports', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('edited_at', 'text')
    .addColumn('reply_text', 'text')
    .addColumn('replied_at', 'text')
    .addColumn('replied_by', 'text')
    .addColumn('moderated_at', 'text')
    .addColumn('moderated_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  for (const column of ['hospital_id', 'department_id', 'doctor_id', 'account_id'] as const) {
    await db.schema
      .createIndex(`evaluation_${column}_idx`)
      .on('evaluation')
      .columns([column, 'status', 'created_at'])
      .execute();
  }

  await db.schema
    .createTable('evaluation_report')
    .addColumn('evaluation_id', 'text', (col) =>
      col.notNull().references('evaluation.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('evaluation_report_pk', ['evaluation_id', 'account_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('evaluation_report').execute();
  await db.schema.dropTable('evaluation').execute();
}
