import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type PublicHealthServiceList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The national basic public health services as the county provides them. */
export function getServices(): Promise<PublicHealthServiceList> {
  return api.get<PublicHealthServiceList>(API.publicHealthServices, { withoutToken: true });
}

export const publicHealthServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['public-health', 'publicHealthServices'],
    queryFn: getServices,
    staleTime: 5 * 60_000,
  });

export function useServices() {
  return useQuery(publicHealthServicesQueryOptions());
}
