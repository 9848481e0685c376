import type { StaffPhrase, StaffPhraseBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PHRASES_KEY, PHRASES_PATH } from './phrases';

export function addPhrase(body: StaffPhraseBody) {
  return api.post<StaffPhrase>(PHRASES_PATH, body);
}

/** Saves a phrase (the server refuses more than CONSULT_PHRASES_MAX with its message). */
export function useAddPhrase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addPhrase,
    onSuccess: () => client.invalidateQueries({ queryKey: PHRASES_KEY }),
  });
}
