import type { StaffConsultBox } from '@portal/contract';
import {
  expressionBuilder,
  sql,
  type Expression,
  type Insertable,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, StaffPhraseTable } from '../../db/schema.js';
import type { ConsultationRow } from './consultations.repository.js';

/** A consultation with the names the inbox shows, and the reader's unread patient messages. */
export type InboxRow = ConsultationRow & {
  department_name: string;
  doctor_name: string | null;
  unread: number;
};

/** The doctor a staff account is linked to: where their inbox is. */
export async function doctorPlace(db: Db, doctorId: string) {
  return db
    .selectFrom('doctor')
    .select(['id', 'name', 'title', 'hospital_id', 'department_id'])
    .where('id', '=', doctorId)
    .executeTakeFirst();
}

export async function departmentOf(db: Db, id: string) {
  return db
    .selectFrom('department')
    .select(['id', 'name', 'hospital_id', 'retired_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Consultations with their department's and doctor's names, unread counted for `reader`. */
function named(db: Db, reader: string) {
  const unread = sql<number>`(select count(*) from consult_message m
    where m.consultation_id = consultation.id and m.sender = 'patient'
    and m.created_at > coalesce((select r.read_at from consult_read r
      where r.consultation_id = consultation.id and r.reader = ${reader}), ''))`;
  return db
    .selectFrom('consultation')
    .innerJoin('department', 'department.id', 'consultation.department_id')
    .leftJoin('doctor', 'doctor.id', 'consultation.doctor_id')
    .selectAll('consultation')
    .select(['department.name as department_name', 'doctor.name as doctor_name'])
    .select(unread.as('unread'));
}

const numeric = (row: InboxRow): InboxRow => ({ ...row, unread: Number(row.unread) });

/** What one of a doctor's three boxes holds (domain-rules "Consultations"). */
function inBox(
  box: StaffConsultBox,
  doctor: { id: string; hospital_id: string; department_id: string },
): Expression<SqlBool> {
  const eb = expressionBuilder<DB, 'consultation'>();
  const mine = eb.or([
    eb('consultation.doctor_id', '=', doctor.id),
    eb('consultation.asked_doctor_id', '=', doctor.id),
  ]);
  if (box === 'department') {
    // Untaken questions of the department; a named doctor's are not there until passed on.
    return eb.and([
      eb('consultation.hospital_id', '=', doctor.hospital_id),
      eb('consultation.department_id', '=', doctor.department_id),
      eb('consultation.status', '=', 'waiting'),
      eb('consultation.doctor_id', 'is', null),
    ]);
  }
  if (box === 'mine') {
    return eb.and([
      eb('consultation.doctor_id', '=', doctor.id),
      eb('consultation.status', 'in', ['waiting', 'answered']),
    ]);
  }
  return eb.and([mine, eb('consultation.status', 'in', ['closed', 'expired'])]);
}

export async function inboxPage(
  db: Db,
  doctor: { id: string; hospital_id: string; department_id: string },
  reader: string,
  box: StaffConsultBox,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: InboxRow[]; total: number }> {
  const condition = inBox(box, doctor);
  // The department's queue is worked oldest first; the doctor's own boxes read newest first.
  const [column, order] =
    box === 'department' ? (['queued_at', 'asc'] as const) : (['updated_at', 'desc'] as const);
  const [rows, count] = await Promise.all([
    named(db, reader)
      .where(condition)
      .orderBy(`consultation.${column}`, order)
      .orderBy('consultation.id', order)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    db
      .selectFrom('consultation')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(condition)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(numeric), total: Number(count.n) };
}

export async function findInboxRow(
  db: Db,
  id: string,
  reader: string,
): Promise<InboxRow | undefined> {
  const row = await named(db, reader).where('consultation.id', '=', id).executeTakeFirst();
  return row && numeric(row);
}

// The clocks (consult-clock.ts): each selects candidates, then changes each row only while it
// still stands as selected, so two processes sweeping at once change it once.

/** Named doctors' questions waiting since `cutoff`, never passed to the department. */
export async function dueForTransfer(db: Db, cutoff: string) {
  return db
    .selectFrom('consultation')
    .select('id')
    .where('status', '=', 'waiting')
    .where('asked_doctor_id', 'is not', null)
    .where('transferred_at', 'is', null)
    .whereRef('doctor_id', '=', 'asked_doctor_id')
    .where('queued_at', '<=', cutoff)
    .execute();
}

export async function transferToDepartment(db: Db, id: string, cutoff: string, at: string) {
  const result = await db
    .updateTable('consultation')
    .set({ doctor_id: null, transferred_at: at, queued_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .where('transferred_at', 'is', null)
    .whereRef('doctor_id', '=', 'asked_doctor_id')
    .where('queued_at', '<=', cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Questions waiting in their department's queue since `cutoff`: not a named doctor's question
 * still with that doctor (the transfer clock comes first for those).
 */
function expiring(cutoff: string): Expression<SqlBool> {
  const eb = expressionBuilder<DB, 'consultation'>();
  return eb.and([
    eb('status', '=', 'waiting'),
    eb('queued_at', '<=', cutoff),
    eb.or([
      eb('asked_doctor_id', 'is', null),
      eb('transferred_at', 'is not', null),
      eb('doctor_id', 'is', null),
      eb('doctor_id', '<>', eb.ref('asked_doctor_id')),
    ]),
  ]);
}

export async function dueForExpiry(db: Db, cutoff: string): Promise<ConsultationRow[]> {
  return db.selectFrom('consultation').selectAll().where(expiring(cutoff)).execute();
}

export async function expire(db: Db, id: string, cutoff: string, at: string) {
  const result = await db
    .updateTable('consultation')
    .set({ status: 'expired', closed_at: at, updated_at: at })
    .where('id', '=', id)
    .where(expiring(cutoff))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Answered ones whose last reply is older than `cutoff` close; one statement, so once. */
export async function closeIdle(db: Db, cutoff: string, at: string): Promise<number> {
  const result = await db
    .updateTable('consultation')
    .set({ status: 'closed', close_reason: 'idle', closed_at: at, updated_at: at })
    .where('status', '=', 'answered')
    .where('last_reply_at', '<=', cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The dashboard's consultations: those asked in [from, to) (UTC instants) with when each was
 * answered and its rating, and how many wait now; one hospital's, or every hospital's.
 */
export async function consultationsAsked(
  db: Db,
  hospitalId: string | null,
  from: string,
  to: string,
) {
  const [asked, waiting] = await Promise.all([
    db
      .selectFrom('consultation')
      .select(['created_at', 'answered_at', 'rating_score'])
      .$if(hospitalId !== null, (qb) => qb.where('hospital_id', '=', hospitalId!))
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .execute(),
    db
      .selectFrom('consultation')
      .select((eb) => eb.fn.countAll().as('n'))
      .$if(hospitalId !== null, (qb) => qb.where('hospital_id', '=', hospitalId!))
      .where('status', '=', 'waiting')
      .executeTakeFirstOrThrow(),
  ]);
  return { asked, waiting: Number(waiting.n) };
}

// Saved phrases (常用语), each doctor's own.

export type PhraseRow = Selectable<StaffPhraseTable>;

export async function phrasesOf(db: Db, staffId: string): Promise<PhraseRow[]> {
  return db
    .selectFrom('staff_phrase')
    .selectAll()
    .where('staff_id', '=', staffId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countPhrases(db: Db, staffId: string): Promise<number> {
  const row = await db
    .selectFrom('staff_phrase')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('staff_id', '=', staffId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPhrase(db: Db, row: Insertable<StaffPhraseTable>): Promise<void> {
  await db.insertInto('staff_phrase').values(row).execute();
}

/** The deleted phrase, when it was the staff member's own; undefined otherwise. */
export async function deletePhrase(
  db: Db,
  staffId: string,
  id: string,
): Promise<PhraseRow | undefined> {
  return db
    .deleteFrom('staff_phrase')
    .where('id', '=', id)
    .where('staff_id', '=', staffId)
    .returningAll()
    .executeTakeFirst();
}
