import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type OkResult } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Unbinds one of this account's cards (the binding's id from the bound-card list). */
export function unbindCard(id: string): Promise<OkResult> {
  return api.post<OkResult>(API.doCardbinddel, { id });
}

export function useUnbindCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unbindCard,
    onSuccess: () => client.invalidateQueries({ queryKey: ['cards'] }),
  });
}
