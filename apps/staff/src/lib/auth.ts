import { STAFF_API, type StaffSessionAnswer } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError, setCsrfToken } from './api';

export const ME_KEY = ['staff', 'me'] as const;

/** Who is signed in, or null; also picks up the session's write token. */
export async function getMe(): Promise<StaffSessionAnswer | null> {
  try {
    const me = await api.get<StaffSessionAnswer>(`${STAFF_API}/me`);
    setCsrfToken(me.csrfToken);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: getMe, staleTime: 60_000 });
}
