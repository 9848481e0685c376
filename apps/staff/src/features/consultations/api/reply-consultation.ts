import type { StaffConsultReplyBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { consultPath, refreshInbox } from './keys';

export function replyToConsultation({ id, body }: { id: string; body: StaffConsultReplyBody }) {
  return api.post<unknown>(consultPath(id, 'reply'), body);
}

/** An answer to the patient (the server takes an untaken question for the doctor first). */
export function useReplyToConsultation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: replyToConsultation, onSettled: () => refreshInbox(client) });
}
