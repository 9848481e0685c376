import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type UnboundCardList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Cards the hospitals hold for these people that are not bound here yet. */
export function getUnboundCards(): Promise<UnboundCardList> {
  return api.get<UnboundCardList>(API.getCardbindn);
}

export const unboundCardsQueryOptions = () =>
  queryOptions({ queryKey: ['cards', 'unbound'], queryFn: getUnboundCards, staleTime: 0 });

export function useUnboundCards() {
  return useQuery(unboundCardsQueryOptions());
}
