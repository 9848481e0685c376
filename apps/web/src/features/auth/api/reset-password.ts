import { useMutation } from '@tanstack/react-query';
import { API, type OkResult, type ResetPasswordBody } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Sets a new password with a reset code; the server signs out every session of the account. */
export function resetPassword(body: ResetPasswordBody): Promise<OkResult> {
  return api.post<OkResult>(API.resetPassword, body);
}

/** Asked signed out: no cached answer belongs to the account whose password changes. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
