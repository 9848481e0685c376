import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ConsultRatingBody } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Rates the answer, once (1 to 5, optional words); it shows on the doctor's page. */
export function rateConsultation({
  id,
  body,
}: {
  id: string;
  body: ConsultRatingBody;
}): Promise<unknown> {
  return api.post<unknown>(API.consultRating.replace(':id', encodeURIComponent(id)), body, {
    json: true,
  });
}

export function useRateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateConsultation,
    // The thread, and the doctor's rating summary, changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['consultations'] }),
  });
}
