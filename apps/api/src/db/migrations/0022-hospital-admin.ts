import type { Kysely } from 'kysely';

/**
 * The hospital administrator's console: a retired department or doctor leaves the citizen
 * lists and booking but keeps its row, so past bookings still name it; an API key records when
 * it was last used (written at most once a minute per key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('department').addColumn('retired_at', 'text').execute();
  await db.schema.alterTable('doctor').addColumn('retired_at', 'text').execute();
  await db.schema.alterTable('hospital_api_key').addColumn('last_used_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hospital_api_key').dropColumn('last_used_at').execute();
  await db.schema.alterTable('doctor').dropColumn('retired_at').execute();
  await db.schema.alterTable('department').dropColumn('retired_at').execute();
}
