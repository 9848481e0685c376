import { sql, type Kysely } from 'kysely';

/**
 * The points ledger (积分) and saved constitution test results (中医体质辨识).
 * app_user.score (from 0003) stays the balance; every change of it is a point_entry row
 * written in the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('point_entry')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    // The account's entries in order (1, 2, 3 …): entries written in one transaction share a
    // timestamp, and the ledger must still list them in the order the balance moved.
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('rule', 'text', (col) => col.notNull())
    // What makes the entry unique within its rule: 'once', the China day, or the thing done.
    .addColumn('award_key', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'integer', (col) => col.notNull().check(sql`balance_after >= 0`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Once-only and once-a-day rules hold by this constraint, not by a check that could race.
    .addUniqueConstraint('point_entry_award_uq', ['user_id', 'rule', 'award_key'])
    .addUniqueConstraint('point_entry_seq_uq', ['user_id', 'seq'])
    .execute();

  await db.schema
    .createTable('constitution_result')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('sex', 'text', (col) => col.notNull())
    // JSON text: { questionId: 1..5 }, kept so a result can be recomputed if scoring is fixed.
    .addColumn('answers', 'text', (col) => col.notNull())
    // JSON text: the nine scores and verdicts as computed when saved.
    .addColumn('scores', 'text', (col) => col.notNull())
    // The points this save earned, so a repeated request answers exactly as the first did.
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    // The client's Idempotency-Key: a save sent twice (a retry, a page mounted twice) is one.
    .addColumn('request_key', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('constitution_result_key_uq', ['user_id', 'request_key'])
    .execute();
  await db.schema
    .createIndex('constitution_result_user_idx')
    .on('constitution_result')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('constitution_result').execute();
  await db.schema.dropTable('point_entry').execute();
}
