import { STAFF_API, type StaffPhrase } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const PHRASES_KEY = ['staff', 'phrases'] as const;
export const PHRASES_PATH = `${STAFF_API}/phrases`;

/** The signed-in doctor's saved phrases (常用语). */
export function usePhrases() {
  return useQuery({
    queryKey: PHRASES_KEY,
    queryFn: () => api.get<StaffPhrase[]>(PHRASES_PATH),
    staleTime: 60_000,
  });
}
