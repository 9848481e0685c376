import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type CardBindResult, type CardGetBody } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Binds by the person's document and the number printed on the card. */
export function bindCardByNumber(body: CardGetBody): Promise<CardBindResult> {
  return api.post<CardBindResult>(API.doCardget, body);
}

export function useBindCardByNumber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bindCardByNumber,
    onSuccess: () => client.invalidateQueries({ queryKey: ['cards'] }),
  });
}
