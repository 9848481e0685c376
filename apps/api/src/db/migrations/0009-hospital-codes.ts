import { sql, type Kysely } from 'kysely';

/**
 * A hospital's own codes for its departments and doctors (its HIS dictionary), so its system
 * can send schedules in its own terms instead of learning the portal's ids. Unique per
 * hospital; empty until the hospital's codes are known.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['department', 'doctor']) {
    await db.schema.alterTable(table).addColumn('code', 'text').execute();
    await db.schema
      .createIndex(`${table}_hospital_code_uq`)
      .on(table)
      .columns(['hospital_id', 'code'])
      .unique()
      .where(sql.ref('code'), 'is not', null)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['department', 'doctor']) {
    await db.schema.dropIndex(`${table}_hospital_code_uq`).execute();
    await db.schema.alterTable(table).dropColumn('code').execute();
  }
}
