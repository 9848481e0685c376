import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ConsultDetail, type ConsultFollowUpBody } from '@portal/contract';
import { api } from '@/lib/api-client';

/** A follow-up question after the answer (2 in all); answers with the thread as it now is. */
export function sendFollowUp({
  id,
  body,
}: {
  id: string;
  body: ConsultFollowUpBody;
}): Promise<ConsultDetail> {
  return api.post<ConsultDetail>(API.consultMessages.replace(':id', encodeURIComponent(id)), body, {
    json: true,
  });
}

export function useSendFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFollowUp,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['consultations', 'mine'] }),
  });
}
