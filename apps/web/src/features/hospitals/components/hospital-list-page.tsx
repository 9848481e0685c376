import { useSearchParams } from 'react-router';
import { HOSPITAL_LEVELS, HOSPITAL_TYPES } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { HOSPITAL_PAGE_SIZE, useHospitals, type HospitalFilter } from '../api/get-hospitals';
import { HospitalCard } from './hospital-card';
import { HospitalFilters } from './hospital-filters';
import { Pager } from '@/components/ui/pager';
import './hospitals.css';
import { Empty } from '@/components/ui/empty';

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  values.find((x) => x === v);

/** The list's filter as the address gives it (the server's render reads it the same way). */
export function hospitalFilterOf(params: URLSearchParams): HospitalFilter {
  return {
    pageNo: Math.max(1, Number(params.get('page')) || 1),
    level: oneOf(HOSPITAL_LEVELS, params.get('level')),
    type: oneOf(HOSPITAL_TYPES, params.get('type')),
    keyword: params.get('keyword') || undefined,
  };
}

/** The filters live in the address, so a shared or reloaded link shows the same list. */
function useFilter(): [HospitalFilter, (next: Partial<HospitalFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = hospitalFilterOf(params);
  const change = (next: Partial<HospitalFilter>) => {
    // Any filter change starts again at page 1; paging keeps the filters.
    const merged = { ...filter, pageNo: 1, ...next };
    const out = new URLSearchParams();
    if (merged.level) out.set('level', merged.level);
    if (merged.type) out.set('type', merged.type);
    if (merged.keyword) out.set('keyword', merged.keyword);
    if (merged.pageNo > 1) out.set('page', String(merged.pageNo));
    setParams(out);
  };
  return [filter, change];
}

/** /hospital/list: the county's hospitals, filtered by level, type and name, a page at a time. */
export function HospitalListPage() {
  const [filter, change] = useFilter();
  const hospitals = useHospitals(filter);
  return (
    <div className="page-container hosp-page">
      <h1>医院介绍</h1>
      <HospitalFilters key={filter.keyword ?? ''} filter={filter} onChange={change} />
      <QueryState query={hospitals}>
        {(page) =>
          page.list.length === 0 ? (
            <Empty description="没有符合条件的医院，请换个条件试试" />
          ) : (
            <>
              <p className="hosp-muted" role="status">
                共 {page.total} 家医院
              </p>
              <ul className="hosp-list" aria-label="医院列表">
                {page.list.map((h) => (
                  <HospitalCard key={h.id} hospital={h} />
                ))}
              </ul>
              {page.total > HOSPITAL_PAGE_SIZE && (
                <Pager page={page.pageNo} pages={Math.ceil(page.total / HOSPITAL_PAGE_SIZE)} />
              )}
            </>
          )
        }
      </QueryState>
    </div>
  );
}
