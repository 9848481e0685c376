import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CardBindingTable, DB, HospitalCardTable } from '../../db/schema.js';

export type CardRow = Selectable<HospitalCardTable>;
export type CardWithHospital = CardRow & { hospital_name: string };
export type BindingRow = CardWithHospital & { binding_id: string; bound_at: string };

/**
 * Inserts a card or updates it by the hospital's (kind, card number), in one statement so two
 * feeds racing for one card write one row. Answers whether it was new and whether it now
 * belongs to someone else than before (a number the hospital reissued).
 */
export async function upsertCard(
  trx: Transaction<DB>,
  row: CardRow,
): Promise<{ id: string; created: boolean; personChanged: boolean }> {
  const before = await trx
    .selectFrom('hospital_card')
    .select('person_key')
    .where('hospital_id', '=', row.hospital_id)
    .where('kind', '=', row.kind)
    .where('card_no', '=', row.card_no)
    .executeTakeFirst();
  const saved = await trx
    .insertInto('hospital_card')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['hospital_id', 'kind', 'card_no']).doUpdateSet({
        person_key: row.person_key,
        phone_hash: row.phone_hash,
        status: row.status,
        issued_on: row.issued_on,
        updated_at: row.updated_at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: saved.id,
    created: saved.id === row.id,
    personChanged: before !== undefined && before.person_key !== row.person_key,
  };
}

/** A reissued number must not stay bound to the accounts of its former holder. */
export async function deleteBindingsOfCard(trx: Transaction<DB>, cardId: string): Promise<void> {
  await trx.deleteFrom('card_binding').where('card_id', '=', cardId).execute();
}

const cardColumns = [
  'c.id',
  'c.hospital_id',
  'c.kind',
  'c.card_no',
  'c.person_key',
  'c.phone_hash',
  'c.status',
  'c.issued_on',
  'c.created_at',
  'c.updated_at',
  'h.name as hospital_name',
] as const;

/** Every card the hospitals hold for these people, in hospital order. */
export async function cardsOfPeople(db: Db, personKeys: string[]): Promise<CardWithHospital[]> {
  if (personKeys.length === 0) return [];
  return db
    .selectFrom('hospital_card as c')
    .innerJoin('hospital as h', 'h.id', 'c.hospital_id')
    .select(cardColumns)
    .where('c.person_key', 'in', personKeys)
    .orderBy('h.sort_order')
    .orderBy('c.kind')
    .orderBy('c.card_no')
    .execute();
}

/**
 * The account's bindings whose card belongs to one of `personKeys` (its verified people as
 * they stand now): a binding of a removed family member is not shown.
 */
export async function bindingsOf(
  db: Db,
  userId: string,
  personKeys: string[],
): Promise<BindingRow[]> {
  if (personKeys.length === 0) return [];
  return db
    .selectFrom('card_binding as b')
    .innerJoin('hospital_card as c', 'c.id', 'b.card_id')
    .innerJoin('hospital as h', 'h.id', 'c.hospital_id')
    .select([...cardColumns, 'b.id as binding_id', 'b.created_at as bound_at'])
    .where('b.user_id', '=', userId)
    .where('c.person_key', 'in', personKeys)
    .orderBy('b.created_at')
    .orderBy('b.id')
    .execute();
}

/** Binds a card to the account; false when it already was (the unique key decides). */
export async function insertBinding(trx: Db, row: Selectable<CardBindingTable>): Promise<boolean> {
  const result = await trx
    .insertInto('card_binding')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'card_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteBinding(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('card_binding')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findCard(db: Db, id: string): Promise<CardRow | undefined> {
  return db.selectFrom('hospital_card').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The secret named `name`, made on first use; two processes racing keep the first one. */
export async function signingSecret(db: Db, name: string, fresh: string): Promise<string> {
  await db
    .insertInto('signing_key')
    .values({ name, secret: fresh, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('signing_key')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.secret;
}
