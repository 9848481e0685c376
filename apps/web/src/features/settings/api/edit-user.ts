import { useMutation } from '@tanstack/react-query';
import { API, type EDITABLE_USER_COLUMNS, type OkResult } from '@portal/contract';
import { api } from '@/lib/api-client';
import { refreshUserInfo } from '@/lib/auth';

export interface EditUserRequest {
  col: (typeof EDITABLE_USER_COLUMNS)[number];
  /** The new value: the nickname, or the avatar path an upload returned. */
  updcol: string;
  /** The signed-in user's own ID (anyone else's is refused). */
  id: string;
}

/** zlb.do_edituser.html: changes the nickname or the avatar. */
export function editUser(body: EditUserRequest): Promise<OkResult> {
  return api.post<OkResult>(API.editUser, body);
}

/** The user lives in the session store, not the query cache: it is read again for the top bar. */
export function useEditUser() {
  return useMutation({ mutationFn: editUser, onSuccess: () => refreshUserInfo() });
}
