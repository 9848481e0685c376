import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type JkdaResult } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The resident health record of the holder ('self') or a family member. */
export function getHealthProfile(patientId: string): Promise<JkdaResult> {
  return api.get<JkdaResult>(API.getJkda, { params: { user_id: patientId } });
}

export const healthProfileQueryOptions = (patientId: string) =>
  queryOptions({
    queryKey: ['health-profile', patientId],
    queryFn: () => getHealthProfile(patientId),
  });

export function useHealthProfile(patientId: string) {
  return useQuery({ ...healthProfileQueryOptions(patientId), placeholderData: keepPreviousData });
}
