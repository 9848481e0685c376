import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PersonPhoneTable, RecordAccessTable } from '../../db/schema.js';

export type RecordAccessRow = Selectable<RecordAccessTable>;
const LIVE = ['pending', 'granted'] as const;

/** Remembers the phone a feed has on file for a person (one row per source and hospital). */
export async function rememberPhone(db: Db, row: Selectable<PersonPhoneTable>) {
  await db
    .insertInto('person_phone')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['person_key', 'source', 'hospital_id'])
        .doUpdateSet({ phone: row.phone, updated_at: row.updated_at }),
    )
    .execute();
}

/** The phone most recently put on file for a person by any feed, or undefined. */
export async function phoneOnFile(db: Db, personKey: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('person_phone')
    .select('phone')
    .where('person_key', '=', personKey)
    .orderBy('updated_at', 'desc')
    .orderBy('source')
    .executeTakeFirst();
  return row?.phone;
}

/** The account's live requests and grants, by family member. */
export async function liveAccessOfAccount(db: Db, userId: string) {
  return db
    .selectFrom('record_access')
    .select(['family_member_id', 'person_key', 'status'])
    .where('user_id', '=', userId)
    .where('status', 'in', LIVE)
    .$narrowType<{ status: (typeof LIVE)[number] }>()
    .execute();
}

export async function liveAccessOfMember(
  db: Db,
  memberId: string,
): Promise<RecordAccessRow | undefined> {
  return db
    .selectFrom('record_access')
    .selectAll()
    .where('family_member_id', '=', memberId)
    .where('status', 'in', LIVE)
    .executeTakeFirst();
}

export async function insertAccess(db: Db, row: RecordAccessRow): Promise<void> {
  await db.insertInto('record_access').values(row).execute();
}

/** Points a pending request at the latest code sent for it. */
export async function setPendingCode(db: Db, id: string, codeId: string | null) {
  await db
    .updateTable('record_access')
    .set({ code_id: codeId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Moves one row from a status to another, only if it is still in it and belongs to `where`
 * (the grantor's person key, or the requesting account): a conditional update, so a grant
 * and a withdrawal at once never both win.
 */
export async function moveAccess(
  db: Db,
  id: string,
  where: { personKey: string } | { userId: string },
  from: readonly RecordAccessRow['status'][],
  to: Pick<RecordAccessRow, 'status'> & Partial<RecordAccessRow>,
): Promise<boolean> {
  let query = db
    .updateTable('record_access')
    .set(to)
    .where('id', '=', id)
    .where('status', 'in', from);
  query =
    'personKey' in where
      ? query.where('person_key', '=', where.personKey)
      : query.where('user_id', '=', where.userId);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Who may read, or asks to read, a person's records: with the requester's verified identity. */
export async function accessToPerson(db: Db, personKey: string) {
  return db
    .selectFrom('record_access as a')
    .innerJoin('family_member as m', 'm.id', 'a.family_member_id')
    .leftJoin('user_identity as i', 'i.user_id', 'a.user_id')
    .innerJoin('app_user as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.status',
      'a.method',
      'a.requested_at',
      'a.granted_at',
      'm.relation',
      'i.name as requester_name',
      'u.phone as requester_phone',
    ])
    .where('a.person_key', '=', personKey)
    .where('a.status', 'in', LIVE)
    .$narrowType<{ status: (typeof LIVE)[number] }>()
    .orderBy('a.requested_at', 'desc')
    .orderBy('a.id')
    .execute();
}
