import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type CardBindResult, type CardPhoneGetBody } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Binds the person's cards on the hospital's phone once the SMS code matches. */
export function bindCardByPhone(body: CardPhoneGetBody): Promise<CardBindResult> {
  return api.post<CardBindResult>(API.doCardphoneget, body);
}

export function useBindCardByPhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bindCardByPhone,
    onSuccess: () => client.invalidateQueries({ queryKey: ['cards'] }),
  });
}
