import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LocalIdpPersonTable } from '../../db/schema.js';
import { newToken, sha256 } from '../../lib/tokens.js';

export type LocalIdpPerson = Selectable<LocalIdpPersonTable>;

/** How long a ticket from the local identity provider may wait to be exchanged. */
export const TICKET_TTL_MS = 5 * 60_000;

export async function listLocalIdpPeople(db: Db): Promise<LocalIdpPerson[]> {
  return db.selectFrom('local_idp_person').selectAll().orderBy('id').execute();
}

export async function findLocalIdpPerson(db: Db, id: string): Promise<LocalIdpPerson | undefined> {
  return db.selectFrom('local_idp_person').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Adds a test person or brings an existing one (same id) up to date. */
export async function upsertLocalIdpPerson(db: Db, person: LocalIdpPerson): Promise<void> {
  await db
    .insertInto('local_idp_person')
    .values(person)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ name: person.name, id_no: person.id_no, phone: person.phone }),
    )
    .execute();
}

/** Issues a single-use ticket for a person; only its SHA-256 is stored. */
export async function issueLocalIdpTicket(
  db: Db,
  personId: string,
  now = new Date(),
): Promise<string> {
  const ticket = newToken();
  await db
    .insertInto('local_idp_ticket')
    .values({
      ticket_hash: sha256(ticket),
      person_id: personId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TICKET_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return ticket;
}

/**
 * Spends a ticket and returns its person, or undefined when it is unknown, used or expired.
 * The conditional update is the check: of two callers racing with one ticket, only one
 * changes the row.
 */
export async function consumeLocalIdpTicket(
  db: Db,
  ticket: string,
  now = new Date(),
): Promise<LocalIdpPerson | undefined> {
  const at = now.toISOString();
  const ticketHash = sha256(ticket);
  const result = await db
    .updateTable('local_idp_ticket')
    .set({ used_at: at })
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return undefined;
  return db
    .selectFrom('local_idp_ticket as t')
    .innerJoin('local_idp_person as p', 'p.id', 't.person_id')
    .select(['p.id', 'p.name', 'p.id_no', 'p.phone'])
    .where('t.ticket_hash', '=', ticketHash)
    .executeTakeFirst();
}
