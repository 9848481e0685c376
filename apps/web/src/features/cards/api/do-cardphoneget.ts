import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type CardBindResult, type CardPhoneGetBody } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Binds the person's cards on the hospital's phone once the SMS code matches. */
export function doCardphoneget(body: CardPhoneGetBody): Promise<CardBindResult> {
  return api.post<CardBindResult>(API.doCardphoneget, body);
}

export function useDoCardphoneget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: doCardphoneget,
    onSuccess: () => client.invalidateQueries({ queryKey: ['cards'] }),
  });
}
