import { API, type RecordAccessList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The holder ends an account's access; its next request for the records is refused. */
export function withdrawRecordAccess(id: string): Promise<RecordAccessList> {
  return api.delete<RecordAccessList>(API.recordAccessItem.replace(':id', encodeURIComponent(id)));
}
