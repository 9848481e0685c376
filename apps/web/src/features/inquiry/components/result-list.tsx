import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state/query-state';
import { Empty } from '@/components/ui/empty';
import { Pager } from '@/components/ui/pager';
import { INQUIRY_PAGE_SIZE } from '../api/page-query';

interface PageOf<T> {
  list: T[];
  total: number;
  pageNo: number;
}

/** A query's results: how many in words, the page of items, paging; or why there are none. */
export function ResultList<T>({
  query,
  unit,
  label,
  empty,
  children,
  as = 'ul',
}: {
  query: UseQueryResult<PageOf<T>>;
  /** The counting word and noun: 家机构, 位人员. */
  unit: string;
  label: string;
  empty: string;
  children: (items: T[]) => ReactNode;
  /** `table` when the items are rows of a table the caller draws. */
  as?: 'ul' | 'table';
}) {
  return (
    <QueryState query={query}>
      {(page) =>
        page.list.length === 0 ? (
          <Empty description={empty} />
        ) : (
          <>
            <p className="inq-muted" role="status">
              共 {page.total} {unit}
            </p>
            {as === 'ul' ? (
              <ul className="inq-list" aria-label={label}>
                {children(page.list)}
              </ul>
            ) : (
              children(page.list)
            )}
            <Pager page={page.pageNo} pages={Math.ceil(page.total / INQUIRY_PAGE_SIZE)} />
          </>
        )
      }
    </QueryState>
  );
}
