import {
  SEARCH_INSIGHTS_PATH,
  type SearchInsightPage,
  type SearchInsightsQuery,
} from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function listSearchInsights(query: SearchInsightsQuery) {
  return api.get<SearchInsightPage>(SEARCH_INSIGHTS_PATH, { ...query });
}

/** A page of the searches that fail; the last page stays up while the next loads. */
export function useSearchInsights(query: SearchInsightsQuery) {
  return useQuery({
    queryKey: ['staff', 'search-insights', query],
    queryFn: () => listSearchInsights(query),
    placeholderData: keepPreviousData,
  });
}
