import { useMutation } from '@tanstack/react-query';
import { API, type ChangePasswordBody, type OkResult } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Changes the password; sessions on other devices end, this one stays. */
export function changePassword(body: ChangePasswordBody): Promise<OkResult> {
  return api.post<OkResult>(API.changePassword, body);
}

/** Nothing the pages have read changes with the password, so nothing is asked again. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
