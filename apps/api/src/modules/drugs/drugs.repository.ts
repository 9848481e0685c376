import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, DrugStockTable, DrugTable } from '../../db/schema.js';

export type DrugRow = Selectable<DrugTable>;
export type DrugStockRow = Selectable<DrugStockTable>;

const BATCH = 50;

export interface DrugFilter {
  /** Only these ids (a keyword's matches); undefined for all. */
  ids?: string[];
  category?: string;
  rx?: readonly string[];
  insurance?: string;
}

/** The catalogue's rows for a list, without the monographs, in the catalogue's order. */
export function listDrugs(db: Db, f: DrugFilter) {
  let q = db
    .selectFrom('drug')
    .select([
      'id',
      'generic_name',
      'english_name',
      'brand_names',
      'forms',
      'category',
      'subcategory',
      'rx',
      'insurance',
      'essential',
      'summary',
    ]);
  if (f.ids) q = q.where('id', 'in', f.ids);
  if (f.category) q = q.where('category', '=', f.category);
  if (f.rx) q = q.where('rx', 'in', f.rx);
  if (f.insurance) q = q.where('insurance', '=', f.insurance);
  return q.orderBy('sort_order').orderBy('id').execute();
}

export type DrugListRow = Awaited<ReturnType<typeof listDrugs>>[number];

export function findDrug(db: Db, id: string): Promise<DrugRow | undefined> {
  return db.selectFrom('drug').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function categoryCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('drug')
    .select(['category', (eb) => eb.fn.countAll().as('n')])
    .groupBy('category')
    .execute();
  return new Map(rows.map((r) => [r.category, Number(r.n)]));
}

/** Catalogue entries as matching needs them. */
export function catalogueNames(db: Db) {
  return db.selectFrom('drug').select(['id', 'generic_name', 'brand_names', 'forms']).execute();
}

/** Replaces the whole catalogue (a content load, inside its transaction). */
export async function replaceCatalogue(trx: Transaction<DB>, rows: DrugRow[]): Promise<void> {
  await trx.deleteFrom('drug').execute();
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto('drug')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

/** How many hospitals report each drug in stock. */
export async function stockedCounts(db: Db, drugIds: string[]): Promise<Map<string, number>> {
  if (drugIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('drug_stock')
    .select(['drug_id', (eb) => eb.fn.count<number>('hospital_id').distinct().as('n')])
    .where('drug_id', 'in', drugIds)
    .where('in_stock', '=', 1)
    .groupBy('drug_id')
    .execute();
  return new Map(rows.map((r) => [r.drug_id!, Number(r.n)]));
}

/** Where a drug is reported: in stock first, then the county's main hospitals first. */
export function stockOf(db: Db, drugId: string) {
  return db
    .selectFrom('drug_stock as s')
    .innerJoin('hospital as h', 'h.id', 's.hospital_id')
    .select([
      's.hospital_id',
      'h.name as hospital_name',
      'h.level as hospital_level',
      's.drug_form',
      's.drug_strength',
      's.packaging',
      's.unit',
      's.price',
      's.in_stock',
      's.reported_at',
    ])
    .where('s.drug_id', '=', drugId)
    .orderBy('s.in_stock', 'desc')
    .orderBy('h.sort_order')
    .orderBy('s.drug_form')
    .orderBy('s.price')
    .execute();
}
