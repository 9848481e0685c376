import type { Kysely } from 'kysely';

/**
 * Consultations (患者咨询): the question, its messages and images, each participant's last-read
 * time (unread counts), and the doctors' saved phrases. The asker's idempotency key is unique
 * per account, so a retried ask never makes a second question. The patient's age and sex are
 * copied when asked: doctors and the public list never need the name or ID number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('doctor')
    .addColumn('accepts_questions', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('consultation')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    // Null when the account holder asks for themself.
    .addColumn('family_member_id', 'text')
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    // 本人, or the member's masked name and relation, as the asker's list shows it.
    .addColumn('patient_label', 'text', (col) => col.notNull())
    .addColumn('patient_age', 'integer', (col) => col.notNull())
    .addColumn('patient_sex', 'text', (col) => col.notNull())
    .addColumn('hospital_id', 'text', (col) => col.notNull())
    .addColumn('department_id', 'text', (col) => col.notNull())
    // The doctor asked (until the clock passes it to the department), or the one who took it.
    .addColumn('doctor_id', 'text')
    // The doctor asked by name, kept after a transfer for the record.
    .addColumn('asked_doctor_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('public', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('follow_ups', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('close_reason', 'text')
    // When it reached its current queue (asked, or passed to the department): the clocks and
    // the overdue marks count from here.
    .addColumn('queued_at', 'text', (col) => col.notNull())
    // Set once, when the 48-hour clock passes a named doctor's question to the department.
    .addColumn('transferred_at', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('last_reply_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('rating_score', 'integer')
    .addColumn('rating_text', 'text')
    .addColumn('rated_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('consultation_idempotency_uq', ['account_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('consultation_account_idx')
    .on('consultation')
    .columns(['account_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('consultation_department_idx')
    .on('consultation')
    .columns(['department_id', 'status', 'queued_at'])
    .execute();
  await db.schema
    .createIndex('consultation_doctor_idx')
    .on('consultation')
    .columns(['doctor_id', 'status', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('consultation_public_idx')
    .on('consultation')
    .columns(['public', 'answered_at'])
    .execute();

  await db.schema
    .createTable('consult_message')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('consultation_id', 'text', (col) =>
      col.notNull().references('consultation.id').onDelete('cascade'),
    )
    .addColumn('sender', 'text', (col) => col.notNull())
    // The answering doctor and staff account (doctor messages only).
    .addColumn('doctor_id', 'text')
    .addColumn('staff_id', 'text')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('consult_message_thread_idx')
    .on('consult_message')
    .columns(['consultation_id', 'created_at'])
    .execute();

  // An uploaded image (stored_file, purpose 'consult') belongs to one message, once.
  await db.schema
    .createTable('consult_image')
    .addColumn('file_key', 'text', (col) => col.primaryKey())
    .addColumn('message_id', 'text', (col) =>
      col.notNull().references('consult_message.id').onDelete('cascade'),
    )
    .addColumn('consultation_id', 'text', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('consult_image_consultation_idx')
    .on('consult_image')
    .columns(['consultation_id'])
    .execute();

  // `reader` is `account:<id>` or `staff:<id>`: unread counts are messages from the other side
  // since the reader's last read.
  await db.schema
    .createTable('consult_read')
    .addColumn('consultation_id', 'text', (col) =>
      col.notNull().references('consultation.id').onDelete('cascade'),
    )
    .addColumn('reader', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('consult_read_pk', ['consultation_id', 'reader'])
    .execute();

  await db.schema
    .createTable('staff_phrase')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('staff_phrase_staff_idx')
    .on('staff_phrase')
    .columns(['staff_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_phrase').execute();
  await db.schema.dropTable('consult_read').execute();
  await db.schema.dropTable('consult_image').execute();
  await db.schema.dropTable('consult_message').execute();
  await db.schema.dropTable('consultation').execute();
  await db.schema.alterTable('doctor').dropColumn('accepts_questions').execute();
}
