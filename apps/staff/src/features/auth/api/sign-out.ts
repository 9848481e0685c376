import { STAFF_API } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ME_KEY } from '@/lib/auth';

export function signOut() {
  return api.delete<void>(`${STAFF_API}/session`);
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      // Nothing of the last person's data stays in memory for the next one at this desk.
      client.clear();
      client.setQueryData(ME_KEY, null);
    },
  });
}
