import { sql, type Kysely } from 'kysely';

/**
 * One counter every API process watches: an operator's change (a published article, a site
 * setting, a 停诊) bumps it, and each process drops its short-lived copies when it sees it move.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shared_change')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('generation', 'integer', (col) => col.notNull())
    .execute();
  await sql`insert into shared_change (id, generation) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shared_change').execute();
}
