import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CardQr } from '@portal/contract';
import { api } from '@/lib/api-client';

export function getCardQr(id: string): Promise<CardQr> {
  return api.get<CardQr>(API.cardQr.replace(':id', encodeURIComponent(id)));
}

/** A fresh code every `refreshSeconds` (the server says), well before the last one lapses. */
export const cardQrQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['cards', 'qr', id],
    queryFn: () => getCardQr(id),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data?.refreshSeconds ?? 60) * 1000,
  });

export function useCardQr(id: string) {
  return useQuery(cardQrQueryOptions(id));
}
