import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type CardBindResult, type CardGetBody } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Binds by the person's document and the number printed on the card. */
export function doCardget(body: CardGetBody): Promise<CardBindResult> {
  return api.post<CardBindResult>(API.doCardget, body);
}

export function useDoCardget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: doCardget,
    onSuccess: () => client.invalidateQueries({ queryKey: ['cards'] }),
  });
}
