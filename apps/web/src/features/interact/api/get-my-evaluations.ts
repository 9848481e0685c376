import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type MyEvaluationList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The account's evaluations in every state, and its completed visits still open for one. */
export function getMyEvaluations(): Promise<MyEvaluationList> {
  return api.get<MyEvaluationList>(API.myEvaluations);
}

// A moderator's decision or the hospital's reply arrives from elsewhere: ask again on open.
export const myEvaluationsQueryOptions = () =>
  queryOptions({ queryKey: ['evaluations', 'mine'], queryFn: getMyEvaluations, staleTime: 0 });

export function useMyEvaluations() {
  return useQuery(myEvaluationsQueryOptions());
}
