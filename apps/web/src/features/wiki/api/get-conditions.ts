import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ConditionList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Every condition, by pinyin, with its letter, body system and departments. */
export function getConditions(): Promise<ConditionList> {
  return api.get<ConditionList>(API.wikiConditions);
}

export const conditionsQueryOptions = () =>
  queryOptions({
    queryKey: ['wiki', 'conditions'],
    queryFn: getConditions,
    staleTime: 5 * 60_000,
  });

export function useConditions() {
  return useQuery(conditionsQueryOptions());
}
