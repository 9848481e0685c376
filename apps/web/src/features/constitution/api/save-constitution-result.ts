import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, encodeAnswers, type ConstitutionSaved, type Sex } from '@portal/contract';
import { api } from '@/lib/api-client';
import { constitutionResultQueryOptions } from './get-constitution-result';

export interface FinishedTest {
  sex: Sex;
  answers: Record<string, number>;
  /** Sent as Idempotency-Key: the same finished test sent twice is saved once. */
  key: string;
}

/** Saves a finished test; the server scores it again from the answers. */
export function saveConstitutionResult({
  sex,
  answers,
  key,
}: FinishedTest): Promise<ConstitutionSaved> {
  return api.post<ConstitutionSaved>(
    API.constitutionResults,
    { sex, answers: encodeAnswers(answers) },
    { headers: { 'Idempotency-Key': key } },
  );
}

export function useSaveConstitutionResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConstitutionResult,
    onSuccess: (saved) => {
      // The page opens the saved result next: no need to ask for it again.
      queryClient.setQueryData(
        constitutionResultQueryOptions(saved.result.id).queryKey,
        saved.result,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['constitution', 'results'] }),
        queryClient.invalidateQueries({ queryKey: ['points'] }),
      ]);
    },
  });
}
