import { STAFF_API, type SensitiveWordView } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const KEY = ['staff', 'sensitive-words'] as const;

export function listSensitiveWords() {
  return api.get<SensitiveWordView[]>(`${STAFF_API}/sensitive-words`);
}

export function useSensitiveWords() {
  return useQuery({ queryKey: KEY, queryFn: listSensitiveWords });
}

export function addSensitiveWord(word: string) {
  return api.post<SensitiveWordView>(`${STAFF_API}/sensitive-words`, { word });
}

export function removeSensitiveWord(id: string) {
  return api.delete<SensitiveWordView>(`${STAFF_API}/sensitive-words/${id}`);
}

export function useAddSensitiveWord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addSensitiveWord,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRemoveSensitiveWord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeSensitiveWord,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
