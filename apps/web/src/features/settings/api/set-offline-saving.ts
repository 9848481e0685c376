import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@portal/contract';
import { eraseOffline } from '@/lib/offline/offline-store';
import { enableOffline } from '@/lib/offline/sync';
import { cardDevicesQueryOptions } from './get-card-devices';

/**
 * The switch 在本机离线保存就诊卡和预约: on registers this device's new key and saves the first
 * sync; off erases everything at once, the key revoking itself by its own signature.
 */
export function useSetOfflineSaving(user: UserInfo) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      if (on) await enableOffline(user);
      else await eraseOffline();
    },
    onSettled: () => client.invalidateQueries(cardDevicesQueryOptions()),
  });
}
