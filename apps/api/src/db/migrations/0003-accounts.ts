import type { Kysely } from 'kysely';

/**
 * Accounts, sessions, SMS codes, the access policy, government single sign-on and identities.
 * Booleans are 0/1 integers and timestamps UTC ISO strings, the same on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_user')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Lower-cased, so 'Zhang_3' and 'zhang_3' are one name.
    .addColumn('username', 'text', (col) => col.notNull().unique())
    // One account per phone: password reset by phone must find exactly one.
    .addColumn('phone', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('nickname', 'text')
    .addColumn('head_photo', 'text')
    .addColumn('score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('plat_from', 'text', (col) => col.notNull())
    .addColumn('device_bound', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reg_time', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_session')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // SHA-256 of the token, hex; the token itself is never stored.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('via', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('user_session_user_idx')
    .on('user_session')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('sms_code')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema
    .createIndex('sms_code_phone_idx')
    .on('sms_code')
    .columns(['phone', 'created_at'])
    .execute();

  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // The lower-cased username as typed, known or not, so lockout reveals nothing.
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('failed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_failure_subject_idx')
    .on('login_failure')
    .columns(['subject', 'failed_at'])
    .execute();

  await db.schema
    .createTable('access_policy')
    .addColumn('action', 'text', (col) => col.primaryKey())
    .addColumn('requirement', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_identity')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('id_type', 'text', (col) => col.notNull())
    .addColumn('id_no', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('card_no', 'text')
    .addColumn('sex', 'text', (col) => col.notNull())
    .addColumn('birthday', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'text', (col) => col.notNull())
    // One document verifies one account only, enforced by the database, not by a racing check.
    .addUniqueConstraint('user_identity_document_uq', ['id_type', 'id_no'])
    .execute();

  await db.schema
    .createTable('family_member')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('relation', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('id_type', 'text', (col) => col.notNull())
    .addColumn('id_no', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('card_no', 'text')
    .addColumn('sex', 'text', (col) => col.notNull())
    .addColumn('birthday', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('family_member_document_uq', ['user_id', 'id_type', 'id_no'])
    .execute();

  await db.schema
    .createTable('gov_sso_link')
    .addColumn('zlb_id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().unique().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('zlb_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_login_at', 'text', (col) => col.notNull())
    .execute();

  // The built-in local identity provider's people and tickets (development and tests only).
  await db.schema
    .createTable('local_idp_person')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('id_no', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('local_idp_ticket')
    .addColumn('ticket_hash', 'text', (col) => col.primaryKey())
    .addColumn('person_id', 'text', (col) =>
      col.notNull().references('local_idp_person.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('stored_file')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'stored_file',
    'local_idp_ticket',
    'local_idp_person',
    'gov_sso_link',
    'family_member',
    'user_identity',
    'access_policy',
    'login_failure',
    'sms_code',
    'user_session',
    'app_user',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
