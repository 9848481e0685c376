import { sql, type Kysely } from 'kysely';

/**
 * Consent to read a person's records. Adding a family member lets an account book for them;
 * reading their reports, imaging, health profile and cards needs a `record_access` row the
 * person granted (a code to the phone on file, or approval in their own account).
 *
 * `person_phone` keeps the phone a hospital, the card system or the public-health system has
 * on file for a person, from their feeds: the only phone a consent code may go to, so the
 * requester can never choose where the code is sent.
 *
 * Existing family members get no row: they start without consent, as the person never gave it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('person_phone')
    .addColumn('person_key', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('hospital_id', 'text', (col) => col.notNull().references('hospital.id'))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('person_phone_pk', ['person_key', 'source', 'hospital_id'])
    .execute();

  await db.schema
    .createTable('record_access')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Whose records: SHA-256 of document type and number, as identity computes it.
    .addColumn('person_key', 'text', (col) => col.notNull())
    // Who may read them: the account, through the family member that names the person.
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    // Removing the member ends the access with it: re-adding asks for consent again.
    .addColumn('family_member_id', 'text', (col) =>
      col.notNull().references('family_member.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('method', 'text')
    // The code sent for this request: a code sent for another person never grants this one.
    .addColumn('code_id', 'text')
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('granted_at', 'text')
    .addColumn('ended_at', 'text')
    .execute();
  // One live request or grant per member, by construction: two requests at once make one row.
  await db.schema
    .createIndex('record_access_member_uq')
    .on('record_access')
    .column('family_member_id')
    .unique()
    .where(sql.ref('status'), 'in', sql`('pending', 'granted')`)
    .execute();
  await db.schema
    .createIndex('record_access_person_idx')
    .on('record_access')
    .columns(['person_key', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('record_access').execute();
  await db.schema.dropTable('person_phone').execute();
}
