import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type NoticeList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The bureau's notices (公告), newest first. */
export function getNotices(): Promise<NoticeList> {
  return api.get<NoticeList>(API.notices, { withoutToken: true });
}

export const noticesQueryOptions = () =>
  queryOptions({
    queryKey: ['public-health', 'notices'],
    queryFn: getNotices,
    staleTime: 5 * 60_000,
  });

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
