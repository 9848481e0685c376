import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type EvaluationEditBody, type EvaluationResult } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The one edit, within 24 hours of writing; screened again like a new evaluation. */
export function editEvaluation({
  id,
  body,
}: {
  id: string;
  body: EvaluationEditBody;
}): Promise<EvaluationResult> {
  return api.put<EvaluationResult>(API.evaluation.replace(':id', encodeURIComponent(id)), body);
}

export function useEditEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editEvaluation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['evaluations'] }),
  });
}
