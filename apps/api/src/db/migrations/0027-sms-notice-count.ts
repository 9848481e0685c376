import type { Kysely } from 'kysely';

/**
 * Notices sent per China day (reminders, waiting-list bookings, 停诊, critical reports): codes
 * are rows of sms_code already, notices leave no row of their own, and the dashboard shows both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_notice_day')
    .addColumn('date', 'text', (col) => col.primaryKey())
    .addColumn('sent', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_notice_day').execute();
}
