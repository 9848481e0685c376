import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ConstitutionTest } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The questions, answer levels, the nine constitutions, the notice and the sources. */
export function getConstitutionTest(): Promise<ConstitutionTest> {
  return api.get<ConstitutionTest>(API.constitutionTest, { withoutToken: true });
}

export const constitutionTestQueryOptions = () =>
  // Changes only with a deploy: one load per visit.
  queryOptions({
    queryKey: ['constitution', 'test'],
    queryFn: getConstitutionTest,
    staleTime: Infinity,
  });

export function useConstitutionTest() {
  return useQuery(constitutionTestQueryOptions());
}
