import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type SearchResult } from '@portal/contract';
import { api } from '@/lib/api-client';

const HELP_RESULTS = 20;

/** The help centre's questions matching `q`, through the site-wide search (type help). */
export function searchHelp(q: string): Promise<SearchResult> {
  return api.get<SearchResult>(API.search, {
    params: { q, type: 'help', pageNo: 1, pageSize: HELP_RESULTS },
    withoutToken: true,
  });
}

export const helpSearchQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['search', 'help', q], queryFn: () => searchHelp(q) });

export function useHelpSearch(q: string) {
  return useQuery({
    ...helpSearchQueryOptions(q),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}
