import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CardBindList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The cards bound to this account, for the holder and each family member. */
export function getBoundCards(): Promise<CardBindList> {
  return api.get<CardBindList>(API.getCardbind);
}

export const boundCardsQueryOptions = () =>
  queryOptions({ queryKey: ['cards', 'bound'], queryFn: getBoundCards, staleTime: 0 });

export function useBoundCards() {
  return useQuery(boundCardsQueryOptions());
}
