import type { Db } from '../../db/database.js';
import type { DrugStockRow } from './drugs.repository.js';

const BATCH = 100;

/** Which of `codes` the hospital has already reported. */
export async function existingCodes(
  db: Db,
  hospitalId: string,
  codes: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < codes.length; i += BATCH) {
    const rows = await db
      .selectFrom('drug_stock')
      .select('code')
      .where('hospital_id', '=', hospitalId)
      .where('code', 'in', codes.slice(i, i + BATCH))
      .execute();
    for (const r of rows) found.add(r.code);
  }
  return found;
}

/**
 * Inserts or updates by (hospital, code): the unique constraint decides, so two batches racing
 * for one item leave one row with the later figures.
 */
export async function upsertStock(db: Db, rows: DrugStockRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('drug_stock')
      .values(rows.slice(i, i + BATCH))
      .onConflict((oc) =>
        oc.columns(['hospital_id', 'code']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          form: eb.ref('excluded.form'),
          strength: eb.ref('excluded.strength'),
          packaging: eb.ref('excluded.packaging'),
          unit: eb.ref('excluded.unit'),
          price: eb.ref('excluded.price'),
          in_stock: eb.ref('excluded.in_stock'),
          drug_id: eb.ref('excluded.drug_id'),
          drug_form: eb.ref('excluded.drug_form'),
          drug_strength: eb.ref('excluded.drug_strength'),
          reported_at: eb.ref('excluded.reported_at'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

/** Removes one of the hospital's items; false when it has none by that code. */
export async function deleteStock(db: Db, hospitalId: string, code: string): Promise<boolean> {
  const result = await db
    .deleteFrom('drug_stock')
    .where('hospital_id', '=', hospitalId)
    .where('code', '=', code)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every reported item's names, to match them again after the catalogue changed. */
export function stockNames(db: Db) {
  return db
    .selectFrom('drug_stock')
    .select(['id', 'name', 'form', 'strength', 'drug_id', 'drug_form', 'drug_strength'])
    .execute();
}

export async function setMatch(
  db: Db,
  id: string,
  match: { drug_id: string | null; drug_form: string | null; drug_strength: string | null },
): Promise<void> {
  await db.updateTable('drug_stock').set(match).where('id', '=', id).execute();
}
