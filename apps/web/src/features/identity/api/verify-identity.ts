import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type IdentityBody, type IdentityInfo } from '@portal/contract';
import { api } from '@/lib/api-client';
import { refreshUserInfo } from '@/lib/auth';
import { sessionStore } from '@/lib/session-store';
import { myIdentityQueryOptions } from './get-my-identity';

/** zlb.do_identity.html: verifies the account holder; 409 when the document verifies another account. */
export function verifyIdentity(body: IdentityBody): Promise<IdentityInfo> {
  // The spec's payload carries the token in the form as well as in the query.
  return api.post<IdentityInfo>(API.doIdentity, {
    ...body,
    user: sessionStore().getState().token,
  });
}

/** The answer is the identity as it now is; the top bar's name and status follow it. */
export function useVerifyIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyIdentity,
    onSuccess: async (identity) => {
      client.setQueryData(myIdentityQueryOptions().queryKey, identity);
      await refreshUserInfo();
    },
  });
}
