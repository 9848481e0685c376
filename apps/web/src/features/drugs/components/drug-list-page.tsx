import { useSearchParams } from 'react-router';
import { DRUG_CATEGORIES, INSURANCE_CLASSES, RX_FILTERS } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { Empty } from '@/components/ui/empty';
import { Pager } from '@/components/ui/pager';
import { DRUG_PAGE_SIZE, useDrugs, type DrugFilter } from '../api/get-drugs';
import { useDrugCategories } from '../api/get-drug-categories';
import { DrugCard } from './drug-card';
import { DrugFilters } from './drug-filters';
import { DrugSearchBox } from './drug-search-box';
import './drugs.css';

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  values.find((x) => x === v);

/** The list's keyword and filters as the address gives them (the server's render reads it too). */
export function drugFilterOf(params: URLSearchParams): DrugFilter {
  return {
    pageNo: Math.max(1, Number(params.get('page')) || 1),
    keyword: params.get('keyword') || undefined,
    category: oneOf(DRUG_CATEGORIES, params.get('category')),
    otc: oneOf(RX_FILTERS, params.get('otc')),
    insurance: oneOf(INSURANCE_CLASSES, params.get('insurance')),
  };
}

/** The address's query for a filter: empty values left out, page 1 implied. */
function drugSearchOf(filter: DrugFilter): string {
  const out = new URLSearchParams();
  for (const key of ['keyword', 'category', 'otc', 'insurance'] as const) {
    if (filter[key]) out.set(key, filter[key]);
  }
  if (filter.pageNo > 1) out.set('page', String(filter.pageNo));
  const query = out.toString();
  return query ? `?${query}` : '';
}

/**
 * The keyword and filters live in the address, so a shared or reloaded link shows the same.
 * `linkTo` gives a change's address, for links that work before (or without) scripts.
 */
function useFilter() {
  const [params, setParams] = useSearchParams();
  const filter = drugFilterOf(params);
  // Any filter change starts again at page 1; paging keeps the filters.
  const linkTo = (next: Partial<DrugFilter>) => drugSearchOf({ ...filter, pageNo: 1, ...next });
  // Narrowing keeps the reader where the filters are rather than jumping to the top.
  const change = (next: Partial<DrugFilter>) =>
    setParams(linkTo(next), { preventScrollReset: true });
  return { filter, change, linkTo };
}

/** /drug: search the catalogue by name or pinyin, browse by category, narrow by class. */
export function DrugListPage() {
  const { filter, change, linkTo } = useFilter();
  const drugs = useDrugs(filter);
  const categories = useDrugCategories();
  const narrowed = Boolean(filter.keyword || filter.category || filter.otc || filter.insurance);
  return (
    <div className="page-container drug-page">
      <h1>药品查询</h1>
      <p className="drug-muted">
        查常用药的用途、用法、禁忌和注意事项，看县内哪家医院有药、什么价格。
      </p>
      <DrugSearchBox
        key={filter.keyword ?? ''}
        initial={filter.keyword ?? ''}
        onSearch={(keyword) => change({ keyword: keyword || undefined })}
      />
      <DrugFilters filter={filter} categories={categories.data} onChange={change} linkTo={linkTo} />
      <QueryState query={drugs}>
        {(page) =>
          page.list.length === 0 ? (
            <Empty
              description={
                filter.keyword
                  ? `没有找到与“${filter.keyword}”有关的药品，请检查名称或换个条件试试`
                  : '没有符合条件的药品，请换个条件试试'
              }
            />
          ) : (
            <>
              <p className="drug-muted" role="status">
                {narrowed ? `找到 ${page.total} 种药品` : `共收录 ${page.total} 种常用药品`}
              </p>
              <ul className="drug-list" aria-label="药品列表">
                {page.list.map((d) => (
                  <DrugCard key={d.id} drug={d} />
                ))}
              </ul>
              <Pager page={page.pageNo} pages={Math.ceil(page.total / DRUG_PAGE_SIZE)} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
