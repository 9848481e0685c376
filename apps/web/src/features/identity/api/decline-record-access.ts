import { API, type RecordAccessList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The holder turns a request down. */
export function declineRecordAccess(id: string): Promise<RecordAccessList> {
  return api.post<RecordAccessList>(API.recordAccessDecline.replace(':id', encodeURIComponent(id)));
}
