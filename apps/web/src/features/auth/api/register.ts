import { useMutation } from '@tanstack/react-query';
import { API, type LoginResult, type RegisterBody } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Creates the account and signs it in (the answer carries a session token like chk_login). */
export function register(body: RegisterBody): Promise<LoginResult> {
  return api.post<LoginResult>(API.register, body);
}

/** A new session empties the cache (QueryScope), so there is nothing to ask again. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
