import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type JkdaResult } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The resident health record of the holder ('self') or a family member. */
export function getJkda(patientId: string): Promise<JkdaResult> {
  return api.get<JkdaResult>(API.getJkda, { params: { user_id: patientId } });
}

export const jkdaQueryOptions = (patientId: string) =>
  queryOptions({ queryKey: ['health-profile', patientId], queryFn: () => getJkda(patientId) });

export function useJkda(patientId: string) {
  return useQuery({ ...jkdaQueryOptions(patientId), placeholderData: keepPreviousData });
}
