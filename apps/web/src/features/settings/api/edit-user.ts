import { API, type EDITABLE_USER_COLUMNS, type OkResult } from '@portal/contract';
import { api } from '@/lib/api-client';

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
