import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CardBindList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The cards bound to this account, for the holder and each family member. */
export function getCardbind(): Promise<CardBindList> {
  return api.get<CardBindList>(API.getCardbind);
}

export const cardbindQueryOptions = () =>
  queryOptions({ queryKey: ['cards', 'bound'], queryFn: getCardbind, staleTime: 0 });

export function useCardbind() {
  return useQuery(cardbindQueryOptions());
}
