import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ConstitutionResult } from '@portal/contract';
import { api } from '@/lib/api-client';

/** One saved result of the account. */
export function getConstitutionResult(id: string): Promise<ConstitutionResult> {
  return api.get<ConstitutionResult>(API.constitutionResult.replace(':id', encodeURIComponent(id)));
}

export const constitutionResultQueryOptions = (id: string) =>
  // A saved result never changes.
  queryOptions({
    queryKey: ['constitution', 'result', id],
    queryFn: () => getConstitutionResult(id),
    staleTime: Infinity,
  });

export function useConstitutionResult(id: string) {
  return useQuery(constitutionResultQueryOptions(id));
}
