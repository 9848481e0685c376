import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type EditIdentityBody, type IdentityInfo } from '@portal/contract';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';
import { myIdentityQueryOptions } from './get-my-identity';

/** zlb.do_editIdentity.html: after verification only the phone and the card number change. */
export function editIdentity(body: EditIdentityBody): Promise<IdentityInfo> {
  return api.post<IdentityInfo>(API.editIdentity, {
    ...body,
    user: sessionStore().getState().token,
  });
}

/** The answer is the identity as it now is: no need to ask again. */
export function useEditIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editIdentity,
    onSuccess: (identity) => client.setQueryData(myIdentityQueryOptions().queryKey, identity),
  });
}
