import type { Kysely } from 'kysely';

/**
 * The offline health card (issue 30): a device's public signing key (ECDSA P-256, SPKI DER in
 * base64; the private key never leaves the browser), the account that registered it and the
 * cards it may vouch for; and the offline codes a hospital scanner has verified, kept only while
 * a code could still be accepted, whose primary key refuses the same code twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('card_device_key')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('public_key', 'text', (col) => col.notNull())
    // SHA-256 of the DER: one key is registered once, by one account.
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('card_device_key_user_idx')
    .on('card_device_key')
    .columns(['user_id', 'revoked_at'])
    .execute();

  await db.schema
    .createTable('card_device_key_card')
    .addColumn('key_id', 'text', (col) =>
      col.notNull().references('card_device_key.id').onDelete('cascade'),
    )
    .addColumn('card_id', 'text', (col) =>
      col.notNull().references('hospital_card.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('card_device_key_card_pk', ['key_id', 'card_id'])
    .execute();

  await db.schema
    .createTable('card_verify_seen')
    // SHA-256 of the signed text (key, card, time), not of the signature: an ECDSA signature
    // has a second valid form (s → n − s), so a copied code could otherwise be shown twice.
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('key_id', 'text', (col) =>
      col.notNull().references('card_device_key.id').onDelete('cascade'),
    )
    // The time the code carries (ISO): once outside the window it can never pass again.
    .addColumn('signed_at', 'text', (col) => col.notNull())
    .addColumn('seen_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('card_verify_seen_signed_idx')
    .on('card_verify_seen')
    .column('signed_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('card_verify_seen').execute();
  await db.schema.dropTable('card_device_key_card').execute();
  await db.schema.dropTable('card_device_key').execute();
}
