import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, ScheduleTable, SlotTable } from '../../db/schema.js';

export type ScheduleRow = Selectable<ScheduleTable>;
export type SlotRow = Selectable<SlotTable>;

/** A schedule with the names lists show and its places summed over its slots. */
export interface ScheduleListRow extends ScheduleRow {
  hospital_name: string;
  department_name: string;
  doctor_name: string | null;
  doctor_title: string | null;
  capacity: number;
  remaining: number;
  /** A schedule released by draw: its window and whether the draw is made. */
  draw_window_start: string | null;
  draw_window_end: string | null;
  draw_status: 'open' | 'done' | null;
}

export interface ScheduleFilter {
  ids?: string[];
  hospitalIds?: string[];
  departmentId?: string;
  doctorId?: string;
  from?: string;
  to?: string;
  clinicType?: string;
}

export async function listSchedules(db: Db, f: ScheduleFilter): Promise<ScheduleListRow[]> {
  let q = db
    .selectFrom('schedule as s')
    .innerJoin('hospital as h', 'h.id', 's.hospital_id')
    .innerJoin('department as d', 'd.id', 's.department_id')
    .leftJoin('doctor as doc', 'doc.id', 's.doctor_id')
    .leftJoin('draw as dr', 'dr.schedule_id', 's.id')
    .selectAll('s')
    .select([
      'dr.window_start as draw_window_start',
      'dr.window_end as draw_window_end',
      'dr.status as draw_status',
      'h.name as hospital_name',
      'd.name as department_name',
      'doc.name as doctor_name',
      'doc.title as doctor_title',
    ])
    .select((eb) => [
      eb
        .selectFrom('slot')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('capacity'), e.lit(0)).as('c'))
        .whereRef('slot.schedule_id', '=', 's.id')
        .as('capacity'),
      eb
        .selectFrom('slot')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('remaining'), e.lit(0)).as('r'))
        .whereRef('slot.schedule_id', '=', 's.id')
        .as('remaining'),
    ]);
  if (f.ids) q = q.where('s.id', 'in', f.ids.length > 0 ? f.ids : ['']);
  // Lists leave out retired doctors and departments; a schedule asked for by id (a booking's)
  // is still found, so history keeps its names.
  else q = q.where('doc.retired_at', 'is', null).where('d.retired_at', 'is', null);
  if (f.hospitalIds)
    q = q.where('s.hospital_id', 'in', f.hospitalIds.length > 0 ? f.hospitalIds : ['']);
  if (f.departmentId) {
    // A top-level category's schedules are its clinics' schedules.
    const id = f.departmentId;
    q = q.where((eb) => eb.or([eb('s.department_id', '=', id), eb('d.parent_id', '=', id)]));
  }
  if (f.doctorId) q = q.where('s.doctor_id', '=', f.doctorId);
  if (f.from) q = q.where('s.date', '>=', f.from);
  if (f.to) q = q.where('s.date', '<=', f.to);
  if (f.clinicType) q = q.where('s.clinic_type', '=', f.clinicType);
  const rows = await q.orderBy('s.starts_at').orderBy('s.id').limit(2000).execute();
  // PostgreSQL sums are bigint, which the driver hands over as strings.
  return rows.map((r) => ({
    ...r,
    capacity: Number(r.capacity ?? 0),
    remaining: Number(r.remaining ?? 0),
  }));
}

export async function findSchedule(db: Db, id: string): Promise<ScheduleListRow | undefined> {
  return (await listSchedules(db, { ids: [id] }))[0];
}

export function listSlots(db: Db, scheduleId: string): Promise<SlotRow[]> {
  return db
    .selectFrom('slot')
    .selectAll()
    .where('schedule_id', '=', scheduleId)
    .orderBy('start_time')
    .execute();
}

/** Inserts or, by the hospital's own id, updates a schedule; returns its id and whether new. */
export async function upsertSchedule(
  trx: Transaction<DB>,
  row: ScheduleRow,
): Promise<{ id: string; created: boolean }> {
  // An update keeps the row's id and creation time.
  const changes = Object.fromEntries(
    Object.entries(row).filter(([column]) => column !== 'id' && column !== 'created_at'),
  );
  const saved = await trx
    .insertInto('schedule')
    .values(row)
    .onConflict((oc) => oc.columns(['hospital_id', 'external_id']).doUpdateSet(changes))
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return { id: saved.id, created: saved.id === row.id };
}

export async function insertSlots(trx: Transaction<DB>, rows: SlotRow[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('slot').values(rows).execute();
}

/**
 * Adds a slot, or changes an existing one's capacity keeping the places already taken: the
 * remaining count moves by the capacity's change. false when that would go below zero.
 */
export async function upsertSlot(trx: Transaction<DB>, row: SlotRow): Promise<boolean> {
  await trx
    .insertInto('slot')
    .values(row)
    .onConflict((oc) => oc.columns(['schedule_id', 'start_time']).doNothing())
    .execute();
  const result = await trx
    .updateTable('slot')
    .set((eb) => ({
      remaining: eb(eb('remaining', '+', row.capacity), '-', eb.ref('capacity')),
      capacity: row.capacity,
      end_time: row.end_time,
      queue_from: row.queue_from,
      queue_to: row.queue_to,
    }))
    .where('schedule_id', '=', row.schedule_id)
    .where('start_time', '=', row.start_time)
    .where((eb) => eb(eb(eb('remaining', '+', row.capacity), '-', eb.ref('capacity')), '>=', 0))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** External ids a hospital already has between two dates (the demo window fills the gaps). */
export async function externalIds(
  db: Db,
  hospitalId: string,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('schedule')
    .select('external_id')
    .where('hospital_id', '=', hospitalId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return new Set(rows.map((r) => r.external_id));
}

/** What an entry shows of its schedule: the names and the visit's facts. */
export interface VisitRow {
  id: string;
  hospital_id: string;
  hospital_name: string;
  department_id: string;
  department_name: string;
  doctor_id: string | null;
  doctor_name: string | null;
  date: string;
  period: 'am' | 'pm' | 'night';
  clinic_type: string;
  fee: number;
  location: string;
}
