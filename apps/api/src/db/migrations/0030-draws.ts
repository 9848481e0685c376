import type { Kysely } from 'kysely';

/**
 * Fair release (放号抽签): a hospital's release mode in its booking rules, a department's own
 * mode over it, and per drawn schedule its draw and the entries. The seed stays in the draw row
 * until the draw is made (only its SHA-256, the commitment, is shown before); the published
 * entries, places and outcome are kept as written at the draw, so later cancellations never
 * change what anyone can recheck. One entry per patient per draw and one per idempotency key are
 * unique indexes. A waiting entry's `seq` keeps the draw's order among those made in one instant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('booking_rule')
    .addColumn('release_mode', 'text', (col) => col.notNull().defaultTo('first_come'))
    .execute();
  await db.schema
    .alterTable('booking_rule')
    .addColumn('draw_minutes', 'integer', (col) => col.notNull().defaultTo(5))
    .execute();
  // Comma-separated clinic types (专家,特需); empty for all.
  await db.schema
    .alterTable('booking_rule')
    .addColumn('draw_clinic_types', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('department').addColumn('release_mode', 'text').execute();
  await db.schema.alterTable('department').addColumn('draw_minutes', 'integer').execute();
  await db.schema
    .alterTable('waitlist_entry')
    .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('draw')
    .addColumn('schedule_id', 'text', (col) =>
      col.primaryKey().references('schedule.id').onDelete('cascade'),
    )
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('window_end', 'text', (col) => col.notNull())
    .addColumn('seed', 'text', (col) => col.notNull())
    .addColumn('commitment', 'text', (col) => col.notNull())
    // open until drawn, then done.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('pool_hash', 'text')
    .addColumn('entry_count', 'integer')
    // JSON, written once at the draw.
    .addColumn('entries', 'text')
    .addColumn('places', 'text')
    .addColumn('outcome', 'text')
    .addColumn('drawn_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('draw_due_idx')
    .on('draw')
    .columns(['status', 'window_end'])
    .execute();

  await db.schema
    .createTable('draw_entry')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('schedule_id', 'text', (col) =>
      col.notNull().references('draw.schedule_id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('patient_key', 'text', (col) => col.notNull())
    .addColumn('family_member_id', 'text')
    .addColumn('patient_name', 'text', (col) => col.notNull())
    // Comma-separated slot ids in order of preference; empty for any.
    .addColumn('preferred_slot_ids', 'text', (col) => col.notNull())
    .addColumn('waitlist', 'integer', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    // pending, won, waitlisted, lost.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('booking_id', 'text')
    .addColumn('waitlist_id', 'text')
    .addColumn('refused_reason', 'text')
    // Set when the result's text message was claimed for sending.
    .addColumn('notified_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('draw_entry_patient_uq', ['schedule_id', 'patient_key'])
    .addUniqueConstraint('draw_entry_idempotency_uq', ['account_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('draw_entry_account_idx')
    .on('draw_entry')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('draw_entry_notify_idx')
    .on('draw_entry')
    .columns(['notified_at', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('draw_entry').execute();
  await db.schema.dropTable('draw').execute();
  await db.schema.alterTable('waitlist_entry').dropColumn('seq').execute();
  await db.schema.alterTable('department').dropColumn('draw_minutes').execute();
  await db.schema.alterTable('department').dropColumn('release_mode').execute();
  await db.schema.alterTable('booking_rule').dropColumn('draw_clinic_types').execute();
  await db.schema.alterTable('booking_rule').dropColumn('draw_minutes').execute();
  await db.schema.alterTable('booking_rule').dropColumn('release_mode').execute();
}
