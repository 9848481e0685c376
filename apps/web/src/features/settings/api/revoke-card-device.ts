import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type OkResult } from '@portal/contract';
import { api } from '@/lib/api-client';
import { cardDevicesQueryOptions } from './get-card-devices';

/** Stops another device of the account from showing the card offline. */
export function revokeCardDevice(id: string): Promise<OkResult> {
  return api.delete<OkResult>(API.cardDevice.replace(':id', encodeURIComponent(id)));
}

export function useRevokeCardDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeCardDevice,
    onSettled: () => client.invalidateQueries(cardDevicesQueryOptions()),
  });
}
