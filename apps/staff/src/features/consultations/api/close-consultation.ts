import type { StaffConsultCloseBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { consultPath, refreshInbox } from './keys';

export function closeConsultation({ id, body }: { id: string; body: StaffConsultCloseBody }) {
  return api.post<unknown>(consultPath(id, 'close'), body);
}

/** 建议线下就诊: ends the consultation; the patient gets a link to book the department. */
export function useCloseConsultation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: closeConsultation, onSettled: () => refreshInbox(client) });
}
