import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ScorePage } from '@portal/contract';
import { api } from '@/lib/api-client';

export const POINTS_PAGE_SIZE = 10;

/** One page of the account's points ledger, with the balance and the rules as they stand. */
export function getScorePage(pageNo: number): Promise<ScorePage> {
  return api.get<ScorePage>(API.scorePage, { params: { pageNo, pageSize: POINTS_PAGE_SIZE } });
}

export const scorePageQueryOptions = (pageNo: number) =>
  // Points arrive from other pages (a verification, a saved test): always ask again on open.
  queryOptions({ queryKey: ['points', pageNo], queryFn: () => getScorePage(pageNo), staleTime: 0 });

export function useScorePage(pageNo: number) {
  return useQuery({ ...scorePageQueryOptions(pageNo), placeholderData: keepPreviousData });
}
