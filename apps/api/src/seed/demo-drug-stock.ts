import type { IngestDrugItem } from '@portal/contract';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Transaction } from 'kysely';
import { ingestDrugs } from '../modules/drugs/drug-ingest.service.js';
import type { DB } from '../db/schema.js';

/** apps/api/demo/drug-stock.csv, the same depth from src and dist. */
export const DEMO_DRUG_STOCK_FILE = fileURLToPath(
  new URL('../../demo/drug-stock.csv', import.meta.url),
);

/** One CSV record per line; fields may be double-quoted (with "" for a quote inside). */
export function parseCsv(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const fields: string[] = [];
      const re = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
      for (let m = re.exec(line); m && m.index < line.length; m = re.exec(line)) {
        const raw = m[1]!;
        fields.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
        if (!m[2]) break;
      }
      return fields;
    });
}

/** The demo file's rows as each hospital's system would send them, by hospital name. */
export function demoStockByHospital(file = DEMO_DRUG_STOCK_FILE): Map<string, IngestDrugItem[]> {
  const [head, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  const col = (name: string) => head!.indexOf(name);
  const byHospital = new Map<string, IngestDrugItem[]>();
  for (const r of rows) {
    const hospital = r[col('hospital')]!;
    const items = byHospital.get(hospital) ?? [];
    items.push({
      code: r[col('code')]!,
      name: r[col('name')]!,
      strength: r[col('strength')]!,
      packaging: r[col('packaging')] || undefined,
      unit: r[col('unit')]!,
      price: Number(r[col('price')]),
      inStock: r[col('inStock')] === 'true',
    });
    byHospital.set(hospital, items);
  }
  return byHospital;
}

/**
 * Stocks the demo county's hospitals through the ingestion service, as their systems would
 * (upsert by code, so running it again changes nothing). Before the catalogue is loaded the
 * items are kept unmatched; loading it matches them.
 */
export async function seedDemoDrugStock(trx: Transaction<DB>): Promise<void> {
  const hospitals = await trx.selectFrom('hospital').select(['id', 'name']).execute();
  const idByName = new Map(hospitals.map((h) => [h.name, h.id]));
  for (const [name, items] of demoStockByHospital()) {
    const id = idByName.get(name);
    if (!id) throw new Error(`${DEMO_DRUG_STOCK_FILE}：没有名为 ${name} 的医院`);
    await ingestDrugs(trx, id, { items });
  }
}
