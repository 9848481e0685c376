import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ConstitutionResultPage } from '@portal/contract';
import { api } from '@/lib/api-client';

/** How many earlier results the page lists. */
export const EARLIER_RESULTS = 10;

/** The account's latest saved results, newest first. */
export function getConstitutionResults(): Promise<ConstitutionResultPage> {
  return api.get<ConstitutionResultPage>(API.constitutionResults, {
    params: { pageNo: 1, pageSize: EARLIER_RESULTS },
  });
}

export const constitutionResultsQueryOptions = () =>
  queryOptions({ queryKey: ['constitution', 'results'], queryFn: getConstitutionResults });

/** Only asked for signed in: a visitor has no saved results. */
export function useConstitutionResults(signedIn: boolean) {
  return useQuery({ ...constitutionResultsQueryOptions(), enabled: signedIn });
}
