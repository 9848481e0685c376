import { sql, type Insertable, type Selectable } from 'kysely';
import { LAB_LIST_TYPES } from '@portal/contract';
import type { Db } from '../../db/database.js';
import type {
  ReportImageTable,
  ReportItemTable,
  ReportShareTable,
  ReportTable,
} from '../../db/schema.js';

export type ReportRow = Selectable<ReportTable>;
export type ReportItemRow = Selectable<ReportItemTable>;
export type ShareRow = Selectable<ReportShareTable>;

/** Inserts or updates by (hospital, hospital's report id); `created` when this call inserted. */
export async function upsertReport(
  trx: Db,
  row: Insertable<ReportTable>,
): Promise<{ id: string; created: boolean }> {
  // An update keeps the portal's id and when the report first arrived.
  const changes: Partial<Insertable<ReportTable>> = { ...row };
  delete changes.id;
  delete changes.created_at;
  const saved = await trx
    .insertInto('report')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['hospital_id', 'external_id']).doUpdateSet({
        ...changes,
        // A report corrected to add a critical value is texted; one already texted is not again.
        critical_notified_at: sql`case when excluded.critical = 1 then report.critical_notified_at else null end`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: saved.id, created: saved.id === row.id };
}

export async function replaceItems(trx: Db, reportId: string, items: ReportItemRow[]) {
  await trx.deleteFrom('report_item').where('report_id', '=', reportId).execute();
  if (items.length) await trx.insertInto('report_item').values(items).execute();
}

export async function replaceImages(
  trx: Db,
  reportId: string,
  images: Insertable<ReportImageTable>[],
) {
  await trx.deleteFrom('report_image').where('report_id', '=', reportId).execute();
  for (const image of images) await trx.insertInto('report_image').values(image).execute();
}

/** True for the one caller that marks the critical notice sent; everyone else skips it. */
export async function claimCriticalNotice(db: Db, reportId: string, at: string): Promise<boolean> {
  const res = await db
    .updateTable('report')
    .set({ critical_notified_at: at })
    .where('id', '=', reportId)
    .where('critical', '=', 1)
    .where('critical_notified_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Phones of the accounts that may read this person's records: the person's own, and those
 * holding them as a family member with their consent (a notice says what a report found).
 */
export async function phonesOfAccountsFor(db: Db, idType: string, idNo: string) {
  const own = db
    .selectFrom('user_identity')
    .select('user_id')
    .where('id_type', '=', idType)
    .where('id_no', '=', idNo);
  const family = db
    .selectFrom('family_member as f')
    .innerJoin('record_access as a', 'a.family_member_id', 'f.id')
    .select('f.user_id')
    .where('f.id_type', '=', idType)
    .where('f.id_no', '=', idNo)
    .where('a.status', '=', 'granted');
  const rows = await db
    .selectFrom('app_user')
    .select('phone')
    .where('id', 'in', own.union(family))
    .execute();
  return rows.map((r) => r.phone);
}

const summaryColumns = [
  'report.id',
  'report.hospital_id',
  'hospital.name as hospital_name',
  'report.type',
  'report.title',
  'report.reported_at',
  'report.abnormal',
  'report.critical',
] as const;

/** A person's reports newest first, with this account's read marks. */
export async function listReports(
  db: Db,
  userId: string,
  personKey: string,
  filter: { hos?: string; type?: string },
) {
  let q = db
    .selectFrom('report')
    .innerJoin('hospital', 'hospital.id', 'report.hospital_id')
    .leftJoin('report_read', (join) =>
      join.onRef('report_read.report_id', '=', 'report.id').on('report_read.user_id', '=', userId),
    )
    .select([...summaryColumns, 'report_read.read_at'])
    .where('report.person_key', '=', personKey);
  if (filter.hos) q = q.where('report.hospital_id', '=', filter.hos);
  if (filter.type) q = q.where('report.type', '=', filter.type as ReportTable['type']);
  return q.orderBy('report.reported_at', 'desc').orderBy('report.id').execute();
}

/** get_jyhospital: hospitals with this person's lab and microbiology reports (not imaging). */
export async function hospitalsWithReports(db: Db, userId: string, personKey: string) {
  return db
    .selectFrom('report')
    .innerJoin('hospital', 'hospital.id', 'report.hospital_id')
    .leftJoin('report_read', (join) =>
      join.onRef('report_read.report_id', '=', 'report.id').on('report_read.user_id', '=', userId),
    )
    .select((eb) => [
      'hospital.id',
      'hospital.name',
      'hospital.sort_order',
      eb.fn.countAll<number | string>().as('reports'),
      eb.fn.count<number | string>('report_read.read_at').as('read'),
    ])
    .where('report.person_key', '=', personKey)
    .where('report.type', 'in', LAB_LIST_TYPES)
    .groupBy(['hospital.id', 'hospital.name', 'hospital.sort_order'])
    .orderBy('hospital.sort_order')
    .execute();
}

export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  return db.selectFrom('report').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function hospitalName(db: Db, id: string): Promise<string> {
  const row = await db
    .selectFrom('hospital')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.name ?? '';
}

export async function listItems(db: Db, reportId: string): Promise<ReportItemRow[]> {
  return db
    .selectFrom('report_item')
    .selectAll()
    .where('report_id', '=', reportId)
    .orderBy('seq')
    .execute();
}

/** Which of `codes` this person has numeric results for in more than one report. */
export async function repeatedCodes(db: Db, personKey: string, codes: string[]) {
  if (!codes.length) return new Set<string>();
  const rows = await db
    .selectFrom('report_item')
    .select('code')
    .where('person_key', '=', personKey)
    .where('code', 'in', codes)
    .where('value', 'is not', null)
    .groupBy('code')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return new Set(rows.map((r) => r.code));
}

export async function trendPoints(db: Db, personKey: string, code: string) {
  return db
    .selectFrom('report_item')
    .innerJoin('report', 'report.id', 'report_item.report_id')
    .innerJoin('hospital', 'hospital.id', 'report.hospital_id')
    .select([
      'report.id as report_id',
      'report.reported_at',
      'hospital.name as hospital_name',
      'report_item.name',
      'report_item.value',
      'report_item.unit',
      'report_item.low',
      'report_item.high',
      'report_item.flag',
    ])
    .where('report_item.person_key', '=', personKey)
    .where('report_item.code', '=', code)
    .where('report_item.value', 'is not', null)
    .orderBy('report.reported_at')
    .limit(200)
    .execute();
}

export async function listImages(db: Db, reportId: string) {
  return db
    .selectFrom('report_image')
    .select(['id', 'caption', 'width', 'height'])
    .where('report_id', '=', reportId)
    .orderBy('seq')
    .execute();
}

export async function findImage(db: Db, id: string) {
  return db
    .selectFrom('report_image')
    .select(['report_id', 'content_type', 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markRead(db: Db, userId: string, reportId: string, at: string) {
  await db
    .insertInto('report_read')
    .values({ user_id: userId, report_id: reportId, read_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'report_id']).doNothing())
    .execute();
}

export async function insertShare(db: Db, row: ShareRow) {
  await db.insertInto('report_share').values(row).execute();
}

export async function listShares(db: Db, userId: string, reportId: string) {
  return db
    .selectFrom('report_share')
    .selectAll()
    .where('user_id', '=', userId)
    .where('report_id', '=', reportId)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
}

export async function revokeShare(
  db: Db,
  userId: string,
  reportId: string,
  id: string,
  at: string,
) {
  const res = await db
    .updateTable('report_share')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('report_id', '=', reportId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function findShare(db: Db, codeHash: string): Promise<ShareRow | undefined> {
  return db
    .selectFrom('report_share')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
}

export async function findShareById(db: Db, id: string): Promise<ShareRow | undefined> {
  return db.selectFrom('report_share').selectAll().where('id', '=', id).executeTakeFirst();
}
