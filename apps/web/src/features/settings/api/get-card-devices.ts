import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CardDeviceList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The devices where this account turned offline saving on (no key material). */
export function getCardDevices(): Promise<CardDeviceList> {
  return api.get<CardDeviceList>(API.cardDevices);
}

export const cardDevicesQueryOptions = () =>
  queryOptions({ queryKey: ['card-devices'], queryFn: getCardDevices, staleTime: 0 });

export function useCardDevices(enabled: boolean) {
  return useQuery({ ...cardDevicesQueryOptions(), enabled });
}
