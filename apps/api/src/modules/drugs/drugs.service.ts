import {
  DRUG_CATEGORIES,
  DRUG_DISCLAIMER,
  type DrugCategory,
  type DrugCategoryList,
  type DrugDetail,
  type DrugForm,
  type DrugListQuery,
  type DrugMonographSection,
  type DrugPage,
  type DrugSuggestionList,
  type DrugSummary,
  type InsuranceClass,
  type RxFilter,
  type RxStatus,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { searchIds, suggest } from '../search/search.service.js';
import {
  categoryCounts,
  findDrug,
  listDrugs,
  stockedCounts,
  stockOf,
  type DrugListRow,
} from './drugs.repository.js';

const RX_OF_FILTER: Record<RxFilter, readonly RxStatus[]> = {
  处方药: ['处方药'],
  非处方药: ['甲类非处方药', '乙类非处方药'],
  甲类非处方药: ['甲类非处方药'],
  乙类非处方药: ['乙类非处方药'],
};

function toSummary(row: DrugListRow, stockedBy: number): DrugSummary {
  return {
    id: row.id,
    genericName: row.generic_name,
    englishName: row.english_name,
    brandNames: JSON.parse(row.brand_names) as string[],
    forms: JSON.parse(row.forms) as DrugForm[],
    category: row.category as DrugCategory,
    subcategory: row.subcategory,
    rx: row.rx as RxStatus,
    insurance: row.insurance as InsuranceClass,
    essential: row.essential === 1,
    summary: row.summary,
    stockedBy,
  };
}

/**
 * A page of the catalogue: by keyword (generic or brand name, pinyin, initials: the search
 * service's ranking, best first) or in the catalogue's order, narrowed by the filters.
 */
export async function drugPage(db: Db, query: DrugListQuery): Promise<DrugPage> {
  const { pageNo, pageSize } = query;
  const keyword = query.keyword?.trim() ?? '';
  let ids = keyword ? await searchIds(db, { q: keyword, type: 'drug' }) : null;
  // A name still being typed (amx, 阿莫西) finds what the suggestions offer for it.
  if (ids?.length === 0) ids = (await drugSuggestions(db, keyword)).map((s) => s.id);
  if (ids && ids.length === 0) return { list: [], total: 0, pageNo, pageSize };
  let rows = await listDrugs(db, {
    ids: ids ?? undefined,
    category: query.category,
    rx: query.otc ? RX_OF_FILTER[query.otc] : undefined,
    insurance: query.insurance,
  });
  if (ids) {
    const rank = new Map(ids.map((id, i) => [id, i]));
    rows = rows.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  }
  const offset = (pageNo - 1) * pageSize;
  const page = rows.slice(offset, offset + pageSize);
  const stocked = await stockedCounts(
    db,
    page.map((r) => r.id),
  );
  return {
    list: page.map((r) => toSummary(r, stocked.get(r.id) ?? 0)),
    total: rows.length,
    pageNo,
    pageSize,
  };
}

/** Every category of the list in its order, with how many drugs it holds. */
export async function drugCategories(db: Db): Promise<DrugCategoryList> {
  const counts = await categoryCounts(db);
  return DRUG_CATEGORIES.map((name) => ({ name, count: counts.get(name) ?? 0 }));
}

/** Type-ahead over generic and brand names, their pinyin and initials. */
export async function drugSuggestions(db: Db, q: string): Promise<DrugSuggestionList> {
  const found = await suggest(db, { q, type: 'drug' });
  return found.map((s) => ({ id: s.id, name: s.title, alias: s.alias }));
}

export async function drugDetail(db: Db, id: string): Promise<DrugDetail> {
  const row = await findDrug(db, id);
  if (!row) throw new AppError('NOT_FOUND', 404, '没有找到这个药品');
  const stock = await stockOf(db, id);
  const stockedBy = new Set(stock.filter((s) => s.in_stock === 1).map((s) => s.hospital_id)).size;
  return {
    ...toSummary(row, stockedBy),
    atc: row.atc,
    sections: JSON.parse(row.sections) as DrugMonographSection[],
    disclaimer: DRUG_DISCLAIMER,
    reviewer: row.reviewer,
    reviewedAt: row.reviewed_at,
    sources: JSON.parse(row.sources) as string[],
    stock: stock.map((s) => ({
      hospitalId: s.hospital_id,
      hospitalName: s.hospital_name,
      hospitalLevel: s.hospital_level,
      form: s.drug_form,
      strength: s.drug_strength!,
      packaging: s.packaging,
      unit: s.unit,
      price: s.price,
      inStock: s.in_stock === 1,
      updatedAt: s.reported_at,
    })),
  };
}
