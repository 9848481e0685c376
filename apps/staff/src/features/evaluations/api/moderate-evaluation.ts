import { STAFF_API, type EvaluationModerateBody, type StaffEvaluation } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { STAFF_EVALUATIONS_KEY } from './staff-evaluations';

export function moderateEvaluation({ id, body }: { id: string; body: EvaluationModerateBody }) {
  return api.post<StaffEvaluation>(`${STAFF_API}/evaluations/${id}/moderate`, body);
}

/** Publish, or reject with the reason the author sees; the evaluation leaves the queue. */
export function useModerateEvaluation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderateEvaluation,
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_EVALUATIONS_KEY }),
  });
}
