import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type RecordAccessList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Who may read the holder's records, and who asks to. */
export function getRecordAccess(): Promise<RecordAccessList> {
  return api.get<RecordAccessList>(API.recordAccess);
}

export const recordAccessQueryOptions = () =>
  queryOptions({ queryKey: ['record-access'], queryFn: getRecordAccess, staleTime: 0 });

export function useRecordAccess() {
  return useQuery(recordAccessQueryOptions());
}
