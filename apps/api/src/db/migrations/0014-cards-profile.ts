import type { Kysely } from 'kysely';

/**
 * Medical cards and resident health records, both fed by hospital systems. A person is stored
 * only as `person_key` (SHA-256 of document type and number, as identity computes it), so
 * neither table holds an ID number; a card keeps the SHA-256 of the phone the hospital has on
 * file, enough to check the phone a citizen types and no more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hospital_card')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('hospital_id', 'text', (col) => col.notNull().references('hospital.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('card_no', 'text', (col) => col.notNull())
    .addColumn('person_key', 'text', (col) => col.notNull())
    .addColumn('phone_hash', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('issued_on', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // The hospital's own card number is the upsert key of its feed.
    .addUniqueConstraint('hospital_card_no_uq', ['hospital_id', 'kind', 'card_no'])
    .execute();
  await db.schema
    .createIndex('hospital_card_person_idx')
    .on('hospital_card')
    .column('person_key')
    .execute();

  await db.schema
    .createTable('card_binding')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('card_id', 'text', (col) =>
      col.notNull().references('hospital_card.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Two requests binding one card for one account bind it once.
    .addUniqueConstraint('card_binding_uq', ['user_id', 'card_id'])
    .execute();

  await db.schema
    .createTable('health_profile')
    .addColumn('person_key', 'text', (col) => col.primaryKey())
    .addColumn('hospital_id', 'text', (col) => col.notNull().references('hospital.id'))
    // JSON text: the record as the public-health system keeps it, replaced whole on each feed.
    .addColumn('record', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // Server-side secrets made on first use and shared by every API process (the QR signature).
  await db.schema
    .createTable('signing_key')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signing_key').execute();
  await db.schema.dropTable('health_profile').execute();
  await db.schema.dropTable('card_binding').execute();
  await db.schema.dropTable('hospital_card').execute();
}
