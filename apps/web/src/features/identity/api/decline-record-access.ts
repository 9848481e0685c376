import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type RecordAccessList } from '@portal/contract';
import { api } from '@/lib/api-client';
import { recordAccessQueryOptions } from './get-record-access';

/** The holder turns a request down. */
export function declineRecordAccess(id: string): Promise<RecordAccessList> {
  return api.post<RecordAccessList>(API.recordAccessDecline.replace(':id', encodeURIComponent(id)));
}

/** The answer is the list as it now is: it replaces the cached one. */
export function useDeclineRecordAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: declineRecordAccess,
    onSuccess: (list) => client.setQueryData(recordAccessQueryOptions().queryKey, list),
  });
}
