import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Staff accounts (never citizen accounts), their sessions, enrolment links and recovery codes,
 * and the audit log. The log is append-only on both engines: a trigger refuses UPDATE and
 * DELETE, so not even a bug in the application can rewrite what staff did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('hospital_id', 'text', (col) => col.references('hospital.id'))
    .addColumn('doctor_id', 'text', (col) => col.references('doctor.id'))
    // Null until the enrolment link is used.
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    // The last 30-second step a code was accepted for: a step is never accepted twice.
    .addColumn('totp_last_step', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull())
    // Seeded demo accounts only: `staff demo-code` prints their current code.
    .addColumn('demo', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('staff_id', 'text', (col) =>
      col.notNull().references('staff_account.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_session_staff_idx')
    .on('staff_session')
    .column('staff_id')
    .execute();

  await db.schema
    .createTable('staff_enrolment')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'text', (col) =>
      col.notNull().references('staff_account.id').onDelete('cascade'),
    )
    // The secret the QR shows, kept until the first code proves the phone has it.
    .addColumn('totp_secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_recovery_code')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'text', (col) =>
      col.notNull().references('staff_account.id').onDelete('cascade'),
    )
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    // Null for a sign-in with an unknown username; no foreign key, so the row outlives anything.
    .addColumn('staff_id', 'text')
    .addColumn('staff_username', 'text')
    .addColumn('role', 'text')
    .addColumn('hospital_id', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text')
    // JSON text of the changed fields only.
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('request_id', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_staff_idx')
    .on('audit_log')
    .columns(['staff_id', 'at'])
    .execute();

  if (isPostgres(db)) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (isPostgres(db)) await sql`drop function audit_log_append_only()`.execute(db);
  await db.schema.dropTable('staff_recovery_code').execute();
  await db.schema.dropTable('staff_enrolment').execute();
  await db.schema.dropTable('staff_session').execute();
  await db.schema.dropTable('staff_account').execute();
}
