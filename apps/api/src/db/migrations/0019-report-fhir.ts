import type { Kysely } from 'kysely';

/**
 * What real FHIR reports carry beyond our first shape: the performing laboratory apart from
 * the ordering doctor, and a note on one item in words (a range in another unit, a range whose
 * bounds the sender gave the wrong way round), shown instead of refusing the report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('report').addColumn('performer', 'text').execute();
  await db.schema.alterTable('report_item').addColumn('note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('report_item').dropColumn('note').execute();
  await db.schema.alterTable('report').dropColumn('performer').execute();
}
