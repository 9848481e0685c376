import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The asker ends the consultation (结束咨询): no more follow-ups, the rating stays open. */
export function closeConsultation(id: string): Promise<unknown> {
  return api.post<unknown>(API.consultClose.replace(':id', encodeURIComponent(id)));
}

export function useCloseConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeConsultation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['consultations', 'mine'] }),
  });
}
