import type { Db } from '../../db/database.js';
import type { ImmunizationSchedule, Notice, PublicHealthService, RichText } from '@portal/contract';

const SCHEDULE_ID = 'current';

/** Makes these the whole of public health's content (a content load). */
export async function replacePublicHealth(
  db: Db,
  services: PublicHealthService[],
  schedule: ImmunizationSchedule,
  notices: Notice[],
): Promise<void> {
  for (const table of [
    'public_health_service',
    'immunization_vaccine',
    'immunization_schedule',
    'notice',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
  if (services.length > 0) {
    await db
      .insertInto('public_health_service')
      .values(
        services.map((s, i) => ({
          id: s.id,
          name: s.name,
          sort_order: i,
          audience: s.audience,
          free: JSON.stringify(s.free),
          places: JSON.stringify(s.where),
          sources: JSON.stringify(s.sources),
          body: JSON.stringify(s.body),
        })),
      )
      .execute();
  }
  await db
    .insertInto('immunization_schedule')
    .values({
      id: SCHEDULE_ID,
      source: schedule.source,
      amendments: JSON.stringify(schedule.amendments),
      ages: JSON.stringify(schedule.ages),
      notes: JSON.stringify(schedule.notes),
    })
    .execute();
  if (schedule.vaccines.length > 0) {
    await db
      .insertInto('immunization_vaccine')
      .values(
        schedule.vaccines.map((v, i) => ({
          abbr: v.abbr,
          sort_order: i,
          disease: v.disease,
          name: v.name,
          route: v.route,
          doses: JSON.stringify(v.doses),
          note: v.note,
        })),
      )
      .execute();
  }
  if (notices.length > 0) await db.insertInto('notice').values(notices).execute();
}

export async function listServices(db: Db): Promise<PublicHealthService[]> {
  const rows = await db
    .selectFrom('public_health_service')
    .selectAll()
    .orderBy('sort_order')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    audience: r.audience,
    free: JSON.parse(r.free) as string[],
    where: JSON.parse(r.places) as string[],
    sources: JSON.parse(r.sources) as string[],
    body: JSON.parse(r.body) as RichText,
  }));
}

/** The schedule, or undefined before public health content was ever loaded. */
export async function findSchedule(db: Db): Promise<ImmunizationSchedule | undefined> {
  const [schedule, vaccines] = await Promise.all([
    db
      .selectFrom('immunization_schedule')
      .selectAll()
      .where('id', '=', SCHEDULE_ID)
      .executeTakeFirst(),
    db.selectFrom('immunization_vaccine').selectAll().orderBy('sort_order').execute(),
  ]);
  if (!schedule) return undefined;
  return {
    source: schedule.source,
    amendments: JSON.parse(schedule.amendments) as ImmunizationSchedule['amendments'],
    ages: JSON.parse(schedule.ages) as string[],
    notes: JSON.parse(schedule.notes) as string[],
    vaccines: vaccines.map((v) => ({
      disease: v.disease,
      name: v.name,
      abbr: v.abbr,
      route: v.route,
      doses: JSON.parse(v.doses) as Record<string, number[]>,
      note: v.note,
    })),
  };
}

/** Notices, newest first; `limit` for the home page's few. */
export async function listNotices(db: Db, limit?: number): Promise<Notice[]> {
  let query = db
    .selectFrom('notice')
    .select(['id', 'title', 'date', 'body'])
    .orderBy('date', 'desc')
    .orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}
