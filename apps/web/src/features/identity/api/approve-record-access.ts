import { API, type RecordAccessList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The holder lets a requesting account read their records. */
export function approveRecordAccess(id: string): Promise<RecordAccessList> {
  return api.post<RecordAccessList>(API.recordAccessApprove.replace(':id', encodeURIComponent(id)));
}
