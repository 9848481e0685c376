import { STAFF_API, type StaffEvaluationPage, type StaffEvaluationQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Every list of evaluations the page shows; a moderation or a reply refetches them all. */
export const STAFF_EVALUATIONS_KEY = ['staff', 'evaluations'] as const;

export function listStaffEvaluations(query: StaffEvaluationQuery) {
  return api.get<StaffEvaluationPage>(`${STAFF_API}/evaluations`, { ...query });
}

/**
 * A page of evaluations the moderator may see (the server keeps a hospital's administrator to
 * their hospital); without a status, the queue of held and hidden ones.
 */
export function useStaffEvaluations(query: StaffEvaluationQuery) {
  return useQuery({
    queryKey: [...STAFF_EVALUATIONS_KEY, query],
    queryFn: () => listStaffEvaluations(query),
    placeholderData: keepPreviousData,
  });
}
