import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type RecordAccessList } from '@portal/contract';
import { api } from '@/lib/api-client';
import { recordAccessQueryOptions } from './get-record-access';

/** The holder ends an account's access; its next request for the records is refused. */
export function withdrawRecordAccess(id: string): Promise<RecordAccessList> {
  return api.delete<RecordAccessList>(API.recordAccessItem.replace(':id', encodeURIComponent(id)));
}

/** The answer is the list as it now is: it replaces the cached one. */
export function useWithdrawRecordAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawRecordAccess,
    onSuccess: (list) => client.setQueryData(recordAccessQueryOptions().queryKey, list),
  });
}
