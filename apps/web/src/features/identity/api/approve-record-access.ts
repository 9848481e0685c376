import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type RecordAccessList } from '@portal/contract';
import { api } from '@/lib/api-client';
import { recordAccessQueryOptions } from './get-record-access';

/** The holder lets a requesting account read their records. */
export function approveRecordAccess(id: string): Promise<RecordAccessList> {
  return api.post<RecordAccessList>(API.recordAccessApprove.replace(':id', encodeURIComponent(id)));
}

/** The answer is the list as it now is: it replaces the cached one. */
export function useApproveRecordAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveRecordAccess,
    onSuccess: (list) => client.setQueryData(recordAccessQueryOptions().queryKey, list),
  });
}
