import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type EvaluationBody, type EvaluationResult } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Evaluates a completed visit: published at once, or held for a moderator. */
export function createEvaluation(body: EvaluationBody): Promise<EvaluationResult> {
  // JSON: the scores nest, which the form encoding cannot carry.
  return api.post<EvaluationResult>(API.evaluations, body, { json: true });
}

export function useCreateEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvaluation,
    // My evaluations, and once published the lists and summaries, changed; points show on
    // their own page, which asks again whenever it opens.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['evaluations'] }),
  });
}
