import { STAFF_API, type EvaluationReplyBody, type StaffEvaluation } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { STAFF_EVALUATIONS_KEY } from './staff-evaluations';

export function replyToEvaluation({ id, body }: { id: string; body: EvaluationReplyBody }) {
  return api.post<StaffEvaluation>(`${STAFF_API}/evaluations/${id}/reply`, body);
}

/** The hospital's one reply to a published evaluation (a second is refused with 409). */
export function useReplyToEvaluation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyToEvaluation,
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_EVALUATIONS_KEY }),
  });
}
