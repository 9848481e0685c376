import type { ConsultStatus } from '@portal/contract';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  ConsultationTable,
  ConsultImageTable,
  ConsultMessageTable,
  StoredFileTable,
} from '../../db/schema.js';

export type ConsultationRow = Selectable<ConsultationTable>;
export type ConsultMessageRow = Selectable<ConsultMessageTable>;

/** A consultation with the names its readers see (hospital, department, doctor). */
export type NamedConsultationRow = ConsultationRow & {
  hospital_name: string;
  department_name: string;
  doctor_name: string | null;
};

/** A message with the answering doctor's name and title. */
export type NamedMessageRow = ConsultMessageRow & { doctor_name: string | null };

/** The statuses that count as open against the account's budget. */
export const OPEN_STATUSES: ConsultStatus[] = ['waiting', 'answered'];

function named(db: Db) {
  return db
    .selectFrom('consultation')
    .innerJoin('hospital', 'hospital.id', 'consultation.hospital_id')
    .innerJoin('department', 'department.id', 'consultation.department_id')
    .leftJoin('doctor', 'doctor.id', 'consultation.doctor_id')
    .selectAll('consultation')
    .select([
      'hospital.name as hospital_name',
      'department.name as department_name',
      'doctor.name as doctor_name',
    ]);
}

export async function findConsultation(
  db: Db,
  id: string,
): Promise<NamedConsultationRow | undefined> {
  return named(db).where('consultation.id', '=', id).executeTakeFirst();
}

export async function consultationOfKey(
  db: Db,
  accountId: string,
  key: string,
): Promise<ConsultationRow | undefined> {
  return db
    .selectFrom('consultation')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** A doctor a question may name: where they work and whether they take questions. */
export async function doctorForAsk(db: Db, doctorId: string) {
  return db
    .selectFrom('doctor')
    .innerJoin('department', 'department.id', 'doctor.department_id')
    .select([
      'doctor.id',
      'doctor.hospital_id',
      'doctor.department_id',
      'doctor.retired_at',
      'doctor.accepts_questions',
      'department.retired_at as department_retired_at',
    ])
    .where('doctor.id', '=', doctorId)
    .executeTakeFirst();
}

export async function departmentForAsk(db: Db, departmentId: string) {
  return db
    .selectFrom('department')
    .select(['id', 'hospital_id', 'retired_at'])
    .where('id', '=', departmentId)
    .executeTakeFirst();
}

/** How many of the account's consultations are open, and how many it asked since `since`. */
export async function askedCounts(db: Db, accountId: string, since: string) {
  const row = await db
    .selectFrom('consultation')
    .select([
      sql<number>`sum(case when status in ('waiting', 'answered') then 1 else 0 end)`.as('open'),
      sql<number>`sum(case when created_at >= ${since} then 1 else 0 end)`.as('today'),
    ])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  // PostgreSQL hands sums over as strings, and null over no rows.
  return { open: Number(row.open ?? 0), today: Number(row.today ?? 0) };
}

/**
 * The account's uploaded consultation images among `keys` that no message holds yet: what a
 * new message may attach (another account's, an avatar or one already attached is left out).
 */
export async function attachableImages(db: Db, accountId: string, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('stored_file')
    .select('stored_file.key')
    .where('stored_file.key', 'in', keys)
    .where('stored_file.owner_id', '=', accountId)
    .where('stored_file.purpose', '=', 'consult')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('consult_image')
            .select('consult_image.file_key')
            .whereRef('consult_image.file_key', '=', 'stored_file.key'),
        ),
      ),
    )
    .execute();
}

export async function insertStoredFile(db: Db, file: Insertable<StoredFileTable>): Promise<void> {
  await db.insertInto('stored_file').values(file).execute();
}

/** An image of a consultation with its stored file's type, size and hash. */
export async function consultImageFile(db: Db, consultationId: string, key: string) {
  return db
    .selectFrom('consult_image')
    .innerJoin('stored_file', 'stored_file.key', 'consult_image.file_key')
    .select([
      'stored_file.key',
      'stored_file.content_type',
      'stored_file.size',
      'stored_file.sha256',
    ])
    .where('consult_image.consultation_id', '=', consultationId)
    .where('consult_image.file_key', '=', key)
    .executeTakeFirst();
}

/** Throws the unique violation on a reused key (the index decides a racing retry). */
export async function insertConsultation(
  db: Db,
  row: Insertable<ConsultationTable>,
): Promise<void> {
  await db.insertInto('consultation').values(row).execute();
}

export async function insertMessage(
  db: Db,
  message: Insertable<ConsultMessageTable>,
): Promise<void> {
  await db.insertInto('consult_message').values(message).execute();
}

/** Attaches files to a message; a file attached elsewhere meanwhile fails on the primary key. */
export async function insertMessageImages(
  db: Db,
  consultationId: string,
  messageId: string,
  keys: string[],
): Promise<void> {
  const images: Insertable<ConsultImageTable>[] = keys.map((key, seq) => ({
    file_key: key,
    message_id: messageId,
    consultation_id: consultationId,
    seq,
  }));
  await db.insertInto('consult_image').values(images).execute();
}

/**
 * Changes a consultation only while it stands as `expected` says (its status; for the asker,
 * follow-ups left and not yet rated; for doctors, who holds it): racing requests, or two
 * doctors, change it once. True when it changed.
 */
export async function updateConsultation(
  db: Db,
  id: string,
  expected: {
    statuses: ConsultStatus[];
    followUpsBelow?: number;
    unrated?: boolean;
    heldBy?: string;
    untakenOr?: string;
  },
  changes: Updateable<ConsultationTable>,
): Promise<boolean> {
  let query = db
    .updateTable('consultation')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', expected.statuses);
  if (expected.followUpsBelow !== undefined) {
    query = query.where('follow_ups', '<', expected.followUpsBelow);
  }
  if (expected.unrated) query = query.where('rated_at', 'is', null);
  if (expected.heldBy !== undefined) query = query.where('doctor_id', '=', expected.heldBy);
  if (expected.untakenOr !== undefined) {
    const by = expected.untakenOr;
    query = query.where((eb) => eb.or([eb('doctor_id', 'is', null), eb('doctor_id', '=', by)]));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The thread, oldest first, with each message's images (keys in order). */
export async function threadOf(db: Db, consultationId: string) {
  const [messages, images] = await Promise.all([
    db
      .selectFrom('consult_message')
      .leftJoin('doctor', 'doctor.id', 'consult_message.doctor_id')
      .selectAll('consult_message')
      .select(sql<string | null>`doctor.name || ' ' || doctor.title`.as('doctor_name'))
      .where('consult_message.consultation_id', '=', consultationId)
      .orderBy('consult_message.created_at')
      .orderBy('consult_message.id')
      .execute(),
    db
      .selectFrom('consult_image')
      .select(['file_key', 'message_id'])
      .where('consultation_id', '=', consultationId)
      .orderBy('seq')
      .execute(),
  ]);
  return { messages: messages as NamedMessageRow[], images };
}

/** Records that `reader` has read the thread up to `at` (later reads only move it on). */
export async function markRead(
  db: Db,
  consultationId: string,
  reader: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('consult_read')
    .values({ consultation_id: consultationId, reader, read_at: at })
    .onConflict((oc) =>
      oc
        .columns(['consultation_id', 'reader'])
        .doUpdateSet({ read_at: at })
        .where('consult_read.read_at', '<', at),
    )
    .execute();
}

/** The account's consultations with the doctors' messages since its last read. */
export async function accountConsultations(
  db: Db,
  accountId: string,
  status: ConsultStatus | undefined,
  pageNo: number,
  pageSize: number,
) {
  const reader = `account:${accountId}`;
  const base = db
    .selectFrom('consultation')
    .where('consultation.account_id', '=', accountId)
    .$if(status !== undefined, (qb) => qb.where('consultation.status', '=', status!));
  const unread = sql<number>`(select count(*) from consult_message m
    where m.consultation_id = consultation.id and m.sender = 'doctor'
    and m.created_at > coalesce((select r.read_at from consult_read r
      where r.consultation_id = consultation.id and r.reader = ${reader}), ''))`;
  const [rows, count, byStatus] = await Promise.all([
    named(db)
      .where('consultation.account_id', '=', accountId)
      .$if(status !== undefined, (qb) => qb.where('consultation.status', '=', status!))
      .select(unread.as('unread'))
      .orderBy('consultation.updated_at', 'desc')
      .orderBy('consultation.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('consultation')
      .select(['consultation.status', sql<number>`sum(${unread})`.as('unread')])
      .where('consultation.account_id', '=', accountId)
      .groupBy('consultation.status')
      .execute(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, unread: Number(r.unread) })),
    total: Number(count.n),
    unreadByStatus: byStatus.map((r) => ({ status: r.status, unread: Number(r.unread ?? 0) })),
  };
}

/** Answered public ones in a scope, newest answer first; keyword matches any message. */
export async function publicConsultations(
  db: Db,
  filter: {
    hospitalId?: string;
    departmentId?: string;
    doctorId?: string;
    keyword?: string;
    id?: string;
  },
  pageNo: number,
  pageSize: number,
) {
  const query = db
    .selectFrom('consultation')
    .where('consultation.public', '=', 1)
    .where('consultation.answered_at', 'is not', null)
    .where('consultation.status', 'in', ['answered', 'closed'])
    .$if(filter.id !== undefined, (qb) => qb.where('consultation.id', '=', filter.id!))
    .$if(filter.hospitalId !== undefined, (qb) =>
      qb.where('consultation.hospital_id', '=', filter.hospitalId!),
    )
    .$if(filter.departmentId !== undefined, (qb) =>
      qb.where('consultation.department_id', '=', filter.departmentId!),
    )
    .$if(filter.doctorId !== undefined, (qb) =>
      qb.where('consultation.doctor_id', '=', filter.doctorId!),
    )
    .$if(Boolean(filter.keyword), (qb) =>
      qb.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('consult_message')
            .select('consult_message.id')
            .whereRef('consult_message.consultation_id', '=', 'consultation.id')
            .where('consult_message.text', 'like', `%${escapeLike(filter.keyword!)}%`),
        ),
      ),
    );
  const [ids, count] = await Promise.all([
    query
      .select('consultation.id')
      .orderBy('consultation.answered_at', 'desc')
      .orderBy('consultation.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list =
    ids.length === 0
      ? []
      : await publicRows(
          db,
          ids.map((r) => r.id),
        );
  return { rows: list, total: Number(count.n) };
}

// LIKE's wildcards in a keyword are dropped rather than escaped: the engines' escapes differ,
// and nobody searches a question for % or _.
const escapeLike = (text: string) => text.replace(/[%_\\]/g, '');

/** Public rows with their messages' text, in the order of `ids`. */
async function publicRows(db: Db, ids: string[]) {
  const [rows, messages] = await Promise.all([
    named(db).where('consultation.id', 'in', ids).execute(),
    db
      .selectFrom('consult_message')
      .select(['consultation_id', 'sender', 'text', 'created_at'])
      .where('consultation_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => ({
    ...byId.get(id)!,
    messages: messages.filter((m) => m.consultation_id === id),
  }));
}

export type PublicConsultRow = Awaited<ReturnType<typeof publicRows>>[number];

/** A doctor's rating count and average, and the newest rating texts. */
export async function doctorRatings(db: Db, doctorId: string, recent: number) {
  const [totals, texts, doctor] = await Promise.all([
    db
      .selectFrom('consultation')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.avg('rating_score').as('average')])
      .where('doctor_id', '=', doctorId)
      .where('rated_at', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('consultation')
      .select(['rating_score', 'rating_text', 'rated_at'])
      .where('doctor_id', '=', doctorId)
      .where('rated_at', 'is not', null)
      .where('rating_text', '<>', '')
      .orderBy('rated_at', 'desc')
      .limit(recent)
      .execute(),
    db
      .selectFrom('doctor')
      .select(['accepts_questions', 'retired_at'])
      .where('id', '=', doctorId)
      .executeTakeFirst(),
  ]);
  return {
    doctor,
    count: Number(totals.count),
    average: totals.average === null ? null : Number(totals.average),
    texts,
  };
}
