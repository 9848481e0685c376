import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type OkResult } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Unbinds one of this account's cards (the binding's id from get_cardbind). */
export function doCardbinddel(id: string): Promise<OkResult> {
  return api.post<OkResult>(API.doCardbinddel, { id });
}

export function useDoCardbinddel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: doCardbinddel,
    onSuccess: () => client.invalidateQueries({ queryKey: ['cards'] }),
  });
}
