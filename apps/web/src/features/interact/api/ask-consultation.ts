import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ConsultAskBody, type ConsultAskResult } from '@portal/contract';
import { api } from '@/lib/api-client';

/**
 * Asks a department or a doctor. The key names one attempt: sent again after a dropped answer,
 * the server returns the question it already made (0 points) instead of asking twice.
 */
export function askConsultation(body: ConsultAskBody, key: string): Promise<ConsultAskResult> {
  // JSON: the image ids are a list, which the form encoding cannot carry.
  return api.post<ConsultAskResult>(API.consultations, body, {
    json: true,
    headers: { 'Idempotency-Key': key },
  });
}

export function useAskConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ConsultAskBody; key: string }) =>
      askConsultation(body, key),
    // 我的咨询 changed, and the +5 points show on their own page.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['consultations', 'mine'] }),
        queryClient.invalidateQueries({ queryKey: ['points'] }),
      ]),
  });
}
