import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ConditionDetail } from '@portal/contract';
import { api } from '@/lib/api-client';

/** A condition in the fixed outline, with 何时就医 and where to book its departments. */
export function getCondition(id: string): Promise<ConditionDetail> {
  return api.get<ConditionDetail>(API.wikiCondition.replace(':id', encodeURIComponent(id)));
}

export const conditionQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['wiki', 'condition', id], queryFn: () => getCondition(id) });

export function useCondition(id: string) {
  return useQuery(conditionQueryOptions(id));
}
