import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type OkResult } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Reports an evaluation, once per citizen; enough reports hide it until a moderator looks. */
export function reportEvaluation(id: string): Promise<OkResult> {
  return api.post<OkResult>(API.evaluationReport.replace(':id', encodeURIComponent(id)));
}

export function useReportEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportEvaluation,
    // The report may have hidden it: the lists and summaries ask again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['evaluations'] }),
  });
}
