import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type SearchResult, type SearchType } from '@portal/contract';
import { api } from '@/lib/api-client';

export const SEARCH_PAGE_SIZE = 10;

export interface SearchParams {
  q: string;
  type?: SearchType;
  pageNo: number;
}

/** A page of results, the count of each type and, without a type, the best few of each. */
export function search({ q, type, pageNo }: SearchParams): Promise<SearchResult> {
  return api.get<SearchResult>(API.search, {
    params: { q, type, pageNo, pageSize: SEARCH_PAGE_SIZE },
    withoutToken: true,
  });
}

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({ queryKey: ['search', params], queryFn: () => search(params) });

export function useSearch(params: SearchParams) {
  // The previous results stay while the next page or type loads, so the page does not flash.
  return useQuery({
    ...searchQueryOptions(params),
    enabled: params.q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
