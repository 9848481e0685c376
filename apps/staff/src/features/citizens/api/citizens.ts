import { STAFF_API, type CitizenView } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const KEY = ['staff', 'citizens'] as const;

export function findCitizens(q: string) {
  return api.get<CitizenView[]>(`${STAFF_API}/citizens`, { q });
}

/** The account a username or full phone names; nothing is asked until something is typed. */
export function useCitizens(q: string) {
  return useQuery({ queryKey: [...KEY, q], queryFn: () => findCitizens(q), enabled: q !== '' });
}

export type CitizenAction = 'lock' | 'unlock' | 'end-sessions';

export function actOnCitizen(input: { id: string; action: CitizenAction }) {
  return api.post<CitizenView>(`${STAFF_API}/citizens/${input.id}/${input.action}`);
}

export function useCitizenAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actOnCitizen,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
