import type { EvaluationStatus } from '@portal/contract';
import {
  expressionBuilder,
  sql,
  type Expression,
  type Insertable,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, EvaluationTable } from '../../db/schema.js';

export type EvaluationRow = Selectable<EvaluationTable>;

/** An evaluation with the names lists show (hospital, department, doctor). */
export type NamedEvaluationRow = EvaluationRow & {
  hospital_name: string;
  department_name: string;
  doctor_name: string | null;
};

/** Where an evaluation belongs; a department also takes in its clinics (children). */
export interface EvaluationScope {
  hospitalId?: string;
  departmentId?: string;
  doctorId?: string;
}

/** The visit an evaluation is written for: the booking with its schedule's clinic and doctor. */
export async function visitForEvaluation(db: Db, bookingId: string) {
  return db
    .selectFrom('booking')
    .innerJoin('schedule', 'schedule.id', 'booking.schedule_id')
    .select([
      'booking.id',
      'booking.account_id',
      'booking.patient_name',
      'booking.hospital_id',
      'booking.date',
      'booking.status',
      'schedule.department_id',
      'schedule.doctor_id',
    ])
    .where('booking.id', '=', bookingId)
    .executeTakeFirst();
}

export async function findEvaluation(db: Db, id: string): Promise<EvaluationRow | undefined> {
  return db.selectFrom('evaluation').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function evaluationOfBooking(db: Db, bookingId: string) {
  return db
    .selectFrom('evaluation')
    .select('id')
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
}

/** Throws the unique violation when the visit already has one (the index decides races). */
export async function insertEvaluation(db: Db, row: Insertable<EvaluationTable>): Promise<void> {
  await db.insertInto('evaluation').values(row).execute();
}

/**
 * Changes an evaluation only while it still stands as `expected` says (status, and for the
 * author's edit, not yet edited): two requests racing change it once. True when it changed.
 */
export async function updateEvaluation(
  db: Db,
  id: string,
  expected: { statuses: EvaluationStatus[]; unedited?: boolean; unreplied?: boolean },
  changes: Updateable<EvaluationTable>,
): Promise<boolean> {
  let query = db
    .updateTable('evaluation')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', expected.statuses);
  if (expected.unedited) query = query.where('edited_at', 'is', null);
  if (expected.unreplied) query = query.where('reply_text', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function named(db: Db) {
  return db
    .selectFrom('evaluation')
    .innerJoin('hospital', 'hospital.id', 'evaluation.hospital_id')
    .innerJoin('department', 'department.id', 'evaluation.department_id')
    .leftJoin('doctor', 'doctor.id', 'evaluation.doctor_id')
    .selectAll('evaluation')
    .select([
      'hospital.name as hospital_name',
      'department.name as department_name',
      'doctor.name as doctor_name',
    ]);
}

export async function findNamedEvaluation(
  db: Db,
  id: string,
): Promise<NamedEvaluationRow | undefined> {
  return named(db).where('evaluation.id', '=', id).executeTakeFirst();
}

/** The condition of a scope and statuses, usable in any query over evaluation. */
function inScope(
  db: Db,
  scope: EvaluationScope,
  statuses: readonly EvaluationStatus[],
): Expression<SqlBool> {
  const eb = expressionBuilder<DB, 'evaluation'>();
  const parts: Expression<SqlBool>[] = [eb('evaluation.status', 'in', statuses)];
  if (scope.hospitalId) parts.push(eb('evaluation.hospital_id', '=', scope.hospitalId));
  if (scope.doctorId) parts.push(eb('evaluation.doctor_id', '=', scope.doctorId));
  if (scope.departmentId) {
    parts.push(
      eb.or([
        eb('evaluation.department_id', '=', scope.departmentId),
        eb(
          'evaluation.department_id',
          'in',
          db.selectFrom('department').select('id').where('parent_id', '=', scope.departmentId),
        ),
      ]),
    );
  }
  return eb.and(parts);
}

export async function evaluationPage(
  db: Db,
  filter: EvaluationScope & { statuses: EvaluationStatus[]; oldestFirst?: boolean },
  pageNo: number,
  pageSize: number,
): Promise<{ rows: NamedEvaluationRow[]; total: number }> {
  const condition = inScope(db, filter, filter.statuses);
  const order = filter.oldestFirst ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    named(db)
      .where(condition)
      .orderBy('evaluation.created_at', order)
      .orderBy('evaluation.id', order)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    db
      .selectFrom('evaluation')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(condition)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Count, sums per dimension and the satisfied count of the published ones visited from `from`
 * (and up to `to`, both China days, when given).
 */
export async function evaluationTotals(db: Db, scope: EvaluationScope, from: string, to?: string) {
  const row = await db
    .selectFrom('evaluation')
    .select((eb) => [
      eb.fn.countAll().as('count'),
      eb.fn.sum('skill').as('skill'),
      eb.fn.sum('attitude').as('attitude'),
      eb.fn.sum('environment').as('environment'),
      eb.fn.sum('waiting').as('waiting'),
      sql<number>`sum(case when overall in ('very_satisfied', 'satisfied') then 1 else 0 end)`.as(
        'satisfied',
      ),
    ])
    .where(inScope(db, scope, ['published']))
    .where('visit_date', '>=', from)
    .$if(to !== undefined, (qb) => qb.where('visit_date', '<=', to!))
    .executeTakeFirstOrThrow();
  // PostgreSQL hands counts and sums over as strings.
  return {
    count: Number(row.count),
    sums: {
      skill: Number(row.skill ?? 0),
      attitude: Number(row.attitude ?? 0),
      environment: Number(row.environment ?? 0),
      waiting: Number(row.waiting ?? 0),
    },
    satisfied: Number(row.satisfied ?? 0),
  };
}

export async function accountEvaluations(db: Db, accountId: string): Promise<EvaluationRow[]> {
  return db
    .selectFrom('evaluation')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Completed visits of the account from `from` to `to` that have no evaluation yet. */
export async function evaluableBookingIds(
  db: Db,
  accountId: string,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('booking')
    .select('booking.id')
    .where('booking.account_id', '=', accountId)
    .where('booking.status', '=', 'completed')
    .where('booking.date', '>=', from)
    .where('booking.date', '<=', to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('evaluation')
            .select('evaluation.id')
            .whereRef('evaluation.booking_id', '=', 'booking.id'),
        ),
      ),
    )
    .orderBy('booking.date', 'desc')
    .execute();
  return rows.map((r) => r.id);
}

export async function hasReported(db: Db, evaluationId: string, accountId: string) {
  const row = await db
    .selectFrom('evaluation_report')
    .select('account_id')
    .where('evaluation_id', '=', evaluationId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

/** False when this account had reported it already (the primary key decides races). */
export async function insertReport(
  db: Db,
  evaluationId: string,
  accountId: string,
  at: string,
): Promise<boolean> {
  const row = await db
    .insertInto('evaluation_report')
    .values({ evaluation_id: evaluationId, account_id: accountId, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .returning('account_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts one more report on a published evaluation and hides it when that makes `hideAt`:
 * both conditional updates, so the count and the hiding hold whatever races them.
 */
export async function countReport(
  db: Db,
  id: string,
  hideAt: number,
  at: string,
): Promise<boolean> {
  await db
    .updateTable('evaluation')
    .set((eb) => ({ reports: eb('reports', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'published')
    .execute();
  const hidden = await db
    .updateTable('evaluation')
    .set({ status: 'hidden', updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'published')
    .where('reports', '>=', hideAt)
    .executeTakeFirst();
  return Number(hidden.numUpdatedRows) > 0;
}

/** Evaluations waiting for a moderator (held or hidden) in a scope. */
export async function queueLength(db: Db, scope: EvaluationScope): Promise<number> {
  const row = await db
    .selectFrom('evaluation')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(inScope(db, scope, ['held', 'hidden']))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
