import { API, type LoginBody, type LoginResult } from '@portal/contract';
import { api } from '@/lib/api-client';

/**
 * chk_login. 401 BAD_CREDENTIALS (one message for unknown user and wrong password), 423 LOCKED,
 * 401 DEVICE_CODE_REQUIRED when the account binds sign-in to its phone and no code was sent.
 */
export function login(body: LoginBody): Promise<LoginResult> {
  return api.post<LoginResult>(API.chkLogin, body);
}
