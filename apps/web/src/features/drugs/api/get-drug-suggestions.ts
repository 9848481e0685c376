import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type DrugSuggestionList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Names that match what has been typed so far (pinyin and initials too). */
export function getDrugSuggestions(q: string): Promise<DrugSuggestionList> {
  return api.get<DrugSuggestionList>(API.drugSuggest, { params: { q } });
}

export const drugSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['drugs', 'suggest', q],
    queryFn: () => getDrugSuggestions(q),
    enabled: q.length > 0,
    staleTime: 60_000,
  });

export function useDrugSuggestions(q: string) {
  // The last list stays while the next loads, so the box does not flicker as one types.
  return useQuery({ ...drugSuggestionsQueryOptions(q), placeholderData: keepPreviousData });
}
