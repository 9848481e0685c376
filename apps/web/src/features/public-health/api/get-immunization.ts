import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ImmunizationSchedule } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The national immunization schedule for children. */
export function getImmunization(): Promise<ImmunizationSchedule> {
  return api.get<ImmunizationSchedule>(API.immunization, { withoutToken: true });
}

export const immunizationQueryOptions = () =>
  queryOptions({
    queryKey: ['public-health', 'immunization'],
    queryFn: getImmunization,
    staleTime: 5 * 60_000,
  });

export function useImmunization() {
  return useQuery(immunizationQueryOptions());
}
