import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type UnboundCardList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Cards the hospitals hold for these people that are not bound here yet. */
export function getCardbindn(): Promise<UnboundCardList> {
  return api.get<UnboundCardList>(API.getCardbindn);
}

export const cardbindnQueryOptions = () =>
  queryOptions({ queryKey: ['cards', 'unbound'], queryFn: getCardbindn, staleTime: 0 });

export function useCardbindn() {
  return useQuery(cardbindnQueryOptions());
}
