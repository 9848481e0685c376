import { sql, type Kysely } from 'kysely';

/**
 * Hospitals, departments, doctors, booking rules, schedules and slots, bookings, waiting
 * entries and hospital API keys. The rules that must never break under concurrency are unique
 * indexes here, so the database refuses a second winner however requests interleave.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hospital')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('level', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('intro', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    // JSON text: [{ label, number }]; the first is the one lists show.
    .addColumn('phones', 'text', (col) => col.notNull())
    .addColumn('hours', 'text', (col) => col.notNull())
    .addColumn('transport', 'text', (col) => col.notNull())
    // JSON text: string[].
    .addColumn('notices', 'text', (col) => col.notNull())
    .addColumn('specialties', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  // One row per hospital, defaults from domain-rules.md; the bureau changes them with UPDATE.
  await db.schema
    .createTable('booking_rule')
    .addColumn('hospital_id', 'text', (col) =>
      col.primaryKey().references('hospital.id').onDelete('cascade'),
    )
    .addColumn('release_time', 'text', (col) => col.notNull().defaultTo('08:00'))
    .addColumn('window_days', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(7)
        .check(sql`window_days between 1 and 28`),
    )
    .addColumn('cancel_cutoff_time', 'text', (col) => col.notNull().defaultTo('18:00'))
    .addColumn('slot_minutes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(30)
        .check(sql`slot_minutes between 1 and 30`),
    )
    .addColumn('daily_limit', 'integer', (col) => col.notNull().defaultTo(2))
    .addColumn('open_limit', 'integer', (col) => col.notNull().defaultTo(4))
    .addColumn('monthly_limit', 'integer', (col) => col.notNull().defaultTo(8))
    .addColumn('no_show_limit', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('no_show_window_days', 'integer', (col) => col.notNull().defaultTo(180))
    .addColumn('suspension_days', 'integer', (col) => col.notNull().defaultTo(90))
    .addColumn('waitlist_limit', 'integer', (col) => col.notNull().defaultTo(2))
    .execute();

  await db.schema
    .createTable('department')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('hospital_id', 'text', (col) =>
      col.notNull().references('hospital.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'text', (col) => col.references('department.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('intro', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addUniqueConstraint('department_name_uq', ['hospital_id', 'name'])
    .execute();

  await db.schema
    .createTable('doctor')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('hospital_id', 'text', (col) =>
      col.notNull().references('hospital.id').onDelete('cascade'),
    )
    .addColumn('department_id', 'text', (col) =>
      col.notNull().references('department.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('specialty', 'text', (col) => col.notNull())
    .addColumn('intro', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('doctor_department_idx')
    .on('doctor')
    .column('department_id')
    .execute();

  await db.schema
    .createTable('schedule')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('hospital_id', 'text', (col) =>
      col.notNull().references('hospital.id').onDelete('cascade'),
    )
    // The hospital system's own id: ingestion upserts by it.
    .addColumn('external_id', 'text', (col) => col.notNull())
    .addColumn('department_id', 'text', (col) =>
      col.notNull().references('department.id').onDelete('cascade'),
    )
    .addColumn('doctor_id', 'text', (col) => col.references('doctor.id').onDelete('cascade'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('clinic_type', 'text', (col) => col.notNull())
    .addColumn('fee', 'integer', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('stop_reason', 'text')
    // UTC ISO: when the period begins and ends, for same-day closing and the sweeps.
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('schedule_external_uq', ['hospital_id', 'external_id'])
    .execute();
  await db.schema
    .createIndex('schedule_department_date_idx')
    .on('schedule')
    .columns(['department_id', 'date'])
    .execute();
  await db.schema
    .createIndex('schedule_doctor_date_idx')
    .on('schedule')
    .columns(['doctor_id', 'date'])
    .execute();
  await db.schema
    .createIndex('schedule_hospital_date_idx')
    .on('schedule')
    .columns(['hospital_id', 'date'])
    .execute();

  await db.schema
    .createTable('slot')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('schedule_id', 'text', (col) =>
      col.notNull().references('schedule.id').onDelete('cascade'),
    )
    .addColumn('start_time', 'text', (col) => col.notNull())
    .addColumn('end_time', 'text', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    // Never below zero: the booking's conditional update and this check both say so.
    .addColumn('remaining', 'integer', (col) => col.notNull().check(sql`remaining >= 0`))
    .addColumn('queue_from', 'integer', (col) => col.notNull())
    .addColumn('queue_to', 'integer', (col) => col.notNull())
    .addUniqueConstraint('slot_start_uq', ['schedule_id', 'start_time'])
    .execute();

  // Per-patient serialization: each booking transaction upserts its patient's row first, which
  // holds a row lock (PostgreSQL) or the write lock (SQLite) until it commits.
  await db.schema
    .createTable('booking_patient')
    .addColumn('patient_key', 'text', (col) => col.primaryKey())
    .addColumn('locked_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('booking')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    // SHA-256 of the patient's document: one person is one patient whoever books for them.
    .addColumn('patient_key', 'text', (col) => col.notNull())
    // null for the account holder.
    .addColumn('family_member_id', 'text')
    // Kept with the booking: the history stays readable after a family member is removed.
    .addColumn('patient_name', 'text', (col) => col.notNull())
    .addColumn('hospital_id', 'text', (col) => col.notNull().references('hospital.id'))
    .addColumn('schedule_id', 'text', (col) => col.notNull().references('schedule.id'))
    .addColumn('slot_id', 'text', (col) => col.notNull().references('slot.id'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('queue_no', 'integer', (col) => col.notNull())
    .addColumn('pickup_code', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'text')
    // 'patient' or 'hospital' (停诊): the second never counts against the patient.
    .addColumn('cancelled_by', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('no_show_at', 'text')
    // Set when the reminder the evening before went out: a process claims it before sending.
    .addColumn('reminded_at', 'text')
    .execute();
  await db.schema
    .createIndex('booking_idempotency_uq')
    .on('booking')
    .columns(['account_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('booking_patient_schedule_uq')
    .on('booking')
    .columns(['patient_key', 'schedule_id'])
    .unique()
    .where(sql.ref('status'), '<>', 'cancelled')
    .execute();
  await db.schema
    .createIndex('booking_slot_queue_uq')
    .on('booking')
    .columns(['slot_id', 'queue_no'])
    .unique()
    .where(sql.ref('status'), '<>', 'cancelled')
    .execute();
  await db.schema
    .createIndex('booking_pickup_uq')
    .on('booking')
    .columns(['hospital_id', 'pickup_code'])
    .unique()
    .where(sql.ref('status'), '=', 'booked')
    .execute();
  await db.schema
    .createIndex('booking_patient_date_idx')
    .on('booking')
    .columns(['patient_key', 'date'])
    .execute();
  await db.schema
    .createIndex('booking_account_idx')
    .on('booking')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('booking_schedule_idx')
    .on('booking')
    .columns(['schedule_id', 'status'])
    .execute();

  await db.schema
    .createTable('waitlist_entry')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('patient_key', 'text', (col) => col.notNull())
    .addColumn('family_member_id', 'text')
    .addColumn('patient_name', 'text', (col) => col.notNull())
    .addColumn('schedule_id', 'text', (col) => col.notNull().references('schedule.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('booking_id', 'text', (col) => col.references('booking.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('waitlist_patient_schedule_uq')
    .on('waitlist_entry')
    .columns(['patient_key', 'schedule_id'])
    .unique()
    .where(sql.ref('status'), '=', 'waiting')
    .execute();
  await db.schema
    .createIndex('waitlist_schedule_idx')
    .on('waitlist_entry')
    .columns(['schedule_id', 'status', 'created_at'])
    .execute();

  await db.schema
    .createTable('hospital_api_key')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('hospital_id', 'text', (col) =>
      col.notNull().references('hospital.id').onDelete('cascade'),
    )
    // SHA-256 of the key, hex; the key itself is shown once and never stored.
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    // The key's first characters, so an operator can tell keys apart in the list.
    .addColumn('prefix', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'hospital_api_key',
    'waitlist_entry',
    'booking',
    'booking_patient',
    'slot',
    'schedule',
    'doctor',
    'department',
    'booking_rule',
    'hospital',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
