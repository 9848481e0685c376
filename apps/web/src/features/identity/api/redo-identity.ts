import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type OkResult } from '@portal/contract';
import { api } from '@/lib/api-client';
import { refreshUserInfo } from '@/lib/auth';
import { sessionStore } from '@/lib/session-store';
import { myIdentityQueryOptions } from './get-my-identity';

/** zlb.redo_idgo.html: removes the verification; the account is unverified again. */
export function redoIdentity(): Promise<OkResult> {
  return api.post<OkResult>(API.redoIdentity, { user: sessionStore().getState().token });
}

/** Unverified again: the page shows the form, the top bar the unverified status. */
export function useRedoIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redoIdentity,
    onSuccess: async () => {
      client.setQueryData(myIdentityQueryOptions().queryKey, null);
      await refreshUserInfo();
    },
  });
}
