import type {
  DrugForm,
  IngestDrugItem,
  IngestDrugsBody,
  IngestDrugsResult,
} from '@portal/contract';
import type { Transaction } from 'kysely';
import { nowIso, type Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { announceSharedChange } from '../../lib/shared-change.js';
import { newId } from '../../lib/tokens.js';
import { catalogueNames, type DrugStockRow } from './drugs.repository.js';
import { matcher, type CatalogueEntry, type MatchOutcome } from './drug-match.js';
import {
  deleteStock,
  existingCodes,
  setMatch,
  stockNames,
  upsertStock,
} from './stock.repository.js';

/** A hospital's clock may run a little ahead; more than this is a wrong date. */
const FUTURE_SLACK_MS = 10 * 60_000;
/** Problems named in one refusal; the rest are counted. */
const LISTED_PROBLEMS = 20;

async function catalogueMatcher(db: Db) {
  const rows = await catalogueNames(db);
  const entries: CatalogueEntry[] = rows.map((r) => ({
    id: r.id,
    genericName: r.generic_name,
    brandNames: JSON.parse(r.brand_names) as string[],
    forms: JSON.parse(r.forms) as DrugForm[],
  }));
  return matcher(entries);
}

/** Date.parse rolls 2026-02-31 over into March; a real calendar day survives the round trip. */
function realDay(iso: string): boolean {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** What is wrong with one item beyond its schema, or undefined. */
function problemOf(item: IngestDrugItem, now: number): string | undefined {
  if (!item.name.trim()) return '药品名称不能为空';
  if (!item.strength.trim()) return '规格不能为空';
  if (!item.unit.trim()) return '计价单位不能为空';
  if (item.updatedAt !== undefined) {
    const at = Date.parse(item.updatedAt);
    if (Number.isNaN(at) || !realDay(item.updatedAt)) return `更新时间 ${item.updatedAt} 不存在`;
    if (at > now + FUTURE_SLACK_MS) return `更新时间 ${item.updatedAt} 晚于现在`;
  }
  return undefined;
}

/** "第 3 项（代码 Y001）：…" for a refusal; items are numbered from 1 for people. */
export const itemLabel = (index: number, code?: unknown) =>
  `第 ${index + 1} 项${typeof code === 'string' && code ? `（代码 ${code}）` : ''}`;

export function refuseItems(problems: string[]): never {
  const listed = problems.slice(0, LISTED_PROBLEMS).join('；');
  const more =
    problems.length > LISTED_PROBLEMS ? `；另有 ${problems.length - LISTED_PROBLEMS} 项有误` : '';
  throw new AppError(
    'INVALID_INPUT',
    400,
    `${problems.length} 项有误，本批药品均未写入：${listed}${more}`,
  );
}

const matchColumns = (outcome: MatchOutcome) =>
  'matched' in outcome
    ? {
        drug_id: outcome.matched.drugId,
        drug_form: outcome.matched.form,
        drug_strength: outcome.matched.strength,
      }
    : { drug_id: null, drug_form: null, drug_strength: null };

/**
 * Upserts a hospital's drug items by its own codes, matched to the catalogue by name and
 * strength. Every item is checked before any is written, and all are written in one
 * transaction: a batch is saved whole or not at all. Items the catalogue lacks are saved (a
 * later catalogue load matches them) and reported back by their position.
 */
export async function ingestDrugs(
  db: Db,
  hospitalId: string,
  body: IngestDrugsBody,
): Promise<IngestDrugsResult> {
  const now = Date.now();
  const problems: string[] = [];
  const firstAt = new Map<string, number>();
  body.items.forEach((item, i) => {
    const problem = problemOf(item, now);
    if (problem) problems.push(`${itemLabel(i, item.code)}：${problem}`);
    const earlier = firstAt.get(item.code);
    if (earlier !== undefined) {
      problems.push(`${itemLabel(i, item.code)}：代码与${itemLabel(earlier)}重复`);
    } else firstAt.set(item.code, i);
  });
  if (problems.length > 0) refuseItems(problems);

  const match = await catalogueMatcher(db);
  const at = nowIso();
  const result: IngestDrugsResult = { created: 0, updated: 0, matched: 0, unmatched: [] };
  const rows: DrugStockRow[] = body.items.map((item, index) => {
    const outcome = match(item);
    if ('matched' in outcome) result.matched += 1;
    else {
      result.unmatched.push({
        index,
        code: item.code,
        name: item.name,
        strength: item.strength,
        reason: outcome.reason,
      });
    }
    return {
      id: newId(),
      hospital_id: hospitalId,
      code: item.code,
      name: item.name.trim(),
      form: item.form?.trim() || null,
      strength: item.strength.trim(),
      packaging: item.packaging?.trim() || null,
      unit: item.unit.trim(),
      price: item.price,
      in_stock: item.inStock ? 1 : 0,
      ...matchColumns(outcome),
      reported_at: item.updatedAt ? new Date(item.updatedAt).toISOString() : at,
      created_at: at,
      updated_at: at,
    };
  });
  const write = async (trx: Transaction<DB>) => {
    const existing = await existingCodes(
      trx,
      hospitalId,
      rows.map((r) => r.code),
    );
    await upsertStock(trx, rows);
    result.updated = existing.size;
    result.created = rows.length - existing.size;
  };
  // The demo seed sends its stock inside the seed's own transaction.
  if (db.isTransaction) await write(db as Transaction<DB>);
  else await db.transaction().execute(write);
  await announceSharedChange(db);
  return result;
}

/** The hospital no longer carries an item: 404 when it has none by that code. */
export async function removeDrugItem(db: Db, hospitalId: string, code: string) {
  if (!(await deleteStock(db, hospitalId, code))) {
    throw new AppError('NOT_FOUND', 404, `本院没有代码为 ${code} 的药品`);
  }
  await announceSharedChange(db);
  return { code, removed: true as const };
}

/** Matches every reported item to the catalogue again (after a catalogue load). */
export async function rematchStock(trx: Transaction<DB>): Promise<void> {
  const match = await catalogueMatcher(trx);
  for (const s of await stockNames(trx)) {
    const next = matchColumns(match(s));
    if (
      next.drug_id !== s.drug_id ||
      next.drug_form !== s.drug_form ||
      next.drug_strength !== s.drug_strength
    ) {
      await setMatch(trx, s.id, next);
    }
  }
}
