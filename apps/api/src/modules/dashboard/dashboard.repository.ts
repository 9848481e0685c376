import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';

/** A count of one hospital in one UTC hour ('YYYY-MM-DDTHH') or on one visit day. */
export interface HourCount {
  hospitalId: string;
  hour: string;
  n: number;
}

/** The UTC instants bounding a period of China days, as stored ISO text compares. */
export interface Period {
  from: string;
  to: string;
  startUtc: string;
  endUtc: string;
  hospitalId: string | null;
}

/*
 * Timestamps are ISO text in UTC. Both engines cut the text to its hour, which is portable
 * (substr on SQLite and PostgreSQL alike), and the caller moves each hour to its China day:
 * date arithmetic on text differs between the engines, and at most 24 buckets a day are read.
 */
const hourOf = (column: string): RawBuilder<string> =>
  sql<string>`substr(${sql.ref(column)}, 1, 13)`;

/** Bookings made, or cancelled, per hospital and UTC hour within the period. */
export async function bookingsByHour(
  db: Db,
  period: Period,
  column: 'created_at' | 'cancelled_at',
): Promise<HourCount[]> {
  let q = db
    .selectFrom('booking')
    .select((eb) => [
      'hospital_id as hospitalId',
      hourOf(column).as('hour'),
      eb.fn.countAll().as('n'),
    ])
    .where(column, '>=', period.startUtc)
    .where(column, '<', period.endUtc);
  if (period.hospitalId) q = q.where('hospital_id', '=', period.hospitalId);
  const rows = await q.groupBy(['hospital_id', hourOf(column)]).execute();
  return rows.map((r) => ({ hospitalId: r.hospitalId, hour: r.hour, n: Number(r.n) }));
}

/** Waiting-list entries that became a booking, per hospital and UTC hour the booking was made. */
export async function waitlistFillsByHour(db: Db, period: Period): Promise<HourCount[]> {
  let q = db
    .selectFrom('waitlist_entry')
    .innerJoin('booking', 'booking.id', 'waitlist_entry.booking_id')
    .select((eb) => [
      'booking.hospital_id as hospitalId',
      hourOf('booking.created_at').as('hour'),
      eb.fn.countAll().as('n'),
    ])
    .where('waitlist_entry.status', '=', 'booked')
    .where('booking.created_at', '>=', period.startUtc)
    .where('booking.created_at', '<', period.endUtc);
  if (period.hospitalId) q = q.where('booking.hospital_id', '=', period.hospitalId);
  const rows = await q.groupBy(['booking.hospital_id', hourOf('booking.created_at')]).execute();
  return rows.map((r) => ({ hospitalId: r.hospitalId, hour: r.hour, n: Number(r.n) }));
}

export interface VisitDayCounts {
  hospitalId: string;
  date: string;
  noShows: number;
  completed: number;
  notCancelled: number;
}

/** Outcomes per hospital and visit day: the booking's own date column is already a China day. */
export async function visitsByDay(db: Db, period: Period): Promise<VisitDayCounts[]> {
  const countWhen = (condition: RawBuilder<boolean>) =>
    sql<string>`sum(case when ${condition} then 1 else 0 end)`;
  let q = db
    .selectFrom('booking')
    .select([
      'hospital_id as hospitalId',
      'date',
      countWhen(sql`status = 'no_show'`).as('noShows'),
      countWhen(sql`status = 'completed'`).as('completed'),
      countWhen(sql`status <> 'cancelled'`).as('notCancelled'),
    ])
    .where('date', '>=', period.from)
    .where('date', '<=', period.to);
  if (period.hospitalId) q = q.where('hospital_id', '=', period.hospitalId);
  const rows = await q.groupBy(['hospital_id', 'date']).execute();
  return rows.map((r) => ({
    hospitalId: r.hospitalId,
    date: r.date,
    noShows: Number(r.noShows),
    completed: Number(r.completed),
    notCancelled: Number(r.notCancelled),
  }));
}

/**
 * SMS codes per UTC hour. Codes are the texts the site's daily ceiling limits; a code no
 * gateway took is withdrawn (deleted), so each row is a text that was sent.
 */
export async function smsCodesByHour(
  db: Db,
  period: Period,
): Promise<Omit<HourCount, 'hospitalId'>[]> {
  const rows = await db
    .selectFrom('sms_code')
    .select((eb) => [hourOf('created_at').as('hour'), eb.fn.countAll().as('n')])
    .where('created_at', '>=', period.startUtc)
    .where('created_at', '<', period.endUtc)
    .groupBy(hourOf('created_at'))
    .execute();
  return rows.map((r) => ({ hour: r.hour, n: Number(r.n) }));
}

/** Notice texts (reminders, booking changes, critical values) per China day of the period. */
export function smsNoticesByDay(db: Db, period: Period) {
  return db
    .selectFrom('sms_notice_day')
    .select(['date', 'sent'])
    .where('date', '>=', period.from)
    .where('date', '<=', period.to)
    .execute();
}

/** The hospitals' names, for the table and the legend. */
export async function hospitalNames(db: Db, hospitalId: string | null) {
  let q = db.selectFrom('hospital').select(['id', 'name']).orderBy('sort_order');
  if (hospitalId) q = q.where('id', '=', hospitalId);
  return q.execute();
}
