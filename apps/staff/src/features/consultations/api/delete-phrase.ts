import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PHRASES_KEY, PHRASES_PATH } from './phrases';

export function deletePhrase(id: string) {
  return api.delete<unknown>(`${PHRASES_PATH}/${encodeURIComponent(id)}`);
}

export function useDeletePhrase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePhrase,
    onSuccess: () => client.invalidateQueries({ queryKey: PHRASES_KEY }),
  });
}
