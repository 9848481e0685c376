import type { Db } from '../../db/database.js';
import type { Season, SeasonalTip } from '@portal/contract';
import type { HomeFile } from './home-content.js';

/** Makes these picks the home page's featured list, in this order. */
export async function replaceFeatured(db: Db, featured: HomeFile['featured']): Promise<void> {
  await db.deleteFrom('home_featured').execute();
  if (featured.length > 0) {
    await db
      .insertInto('home_featured')
      .values(featured.map((f, i) => ({ type: f.type, doc_id: f.id, sort_order: i })))
      .execute();
  }
}

/** Makes home.yaml's picks and tips the whole of the home page's own content. */
export async function replaceHome(db: Db, home: HomeFile): Promise<void> {
  await replaceFeatured(db, home.featured);
  await db.deleteFrom('seasonal_tip').execute();
  const tips = Object.entries(home.tips).flatMap(([season, list]) =>
    list.map((t, i) => ({ season: season as Season, sort_order: i, title: t.title, body: t.body })),
  );
  if (tips.length > 0) await db.insertInto('seasonal_tip').values(tips).execute();
}

export async function listFeatured(
  db: Db,
): Promise<{ type: 'condition' | 'article'; doc_id: string }[]> {
  return db.selectFrom('home_featured').select(['type', 'doc_id']).orderBy('sort_order').execute();
}

export async function listTips(db: Db, season: Season): Promise<SeasonalTip[]> {
  return db
    .selectFrom('seasonal_tip')
    .select(['title', 'body'])
    .where('season', '=', season)
    .orderBy('sort_order')
    .execute();
}

export interface ClinicActivity {
  id: string;
  name: string;
  hospitalId: string;
  hospitalName: string;
  hospitalOrder: number;
  /** Bookings made since `since`. */
  bookings: number;
  /** Open schedules from `from` to `to`. */
  schedules: number;
}

/** Every clinic (a second-level department) with its recent bookings and coming schedules. */
export async function clinicActivity(
  db: Db,
  { since, from, to }: { since: string; from: string; to: string },
): Promise<ClinicActivity[]> {
  const [clinics, bookings, schedules] = await Promise.all([
    db
      .selectFrom('department')
      .innerJoin('hospital', 'hospital.id', 'department.hospital_id')
      .select([
        'department.id',
        'department.name',
        'hospital.id as hospitalId',
        'hospital.name as hospitalName',
        'hospital.sort_order as hospitalOrder',
      ])
      .where('department.parent_id', 'is not', null)
      .execute(),
    db
      .selectFrom('booking')
      .innerJoin('schedule', 'schedule.id', 'booking.schedule_id')
      .select((eb) => ['schedule.department_id as id', eb.fn.countAll().as('n')])
      .where('booking.created_at', '>=', since)
      .groupBy('schedule.department_id')
      .execute(),
    db
      .selectFrom('schedule')
      .select((eb) => ['department_id as id', eb.fn.countAll().as('n')])
      .where('date', '>=', from)
      .where('date', '<=', to)
      .where('state', '=', 'open')
      .groupBy('department_id')
      .execute(),
  ]);
  // PostgreSQL counts come back as strings (bigint).
  const count = (rows: { id: string; n: unknown }[]) =>
    new Map(rows.map((r) => [r.id, Number(r.n)]));
  const booked = count(bookings);
  const scheduled = count(schedules);
  return clinics.map((c) => ({
    ...c,
    bookings: booked.get(c.id) ?? 0,
    schedules: scheduled.get(c.id) ?? 0,
  }));
}
