import { API, type ChangePasswordBody, type OkResult } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Changes the password; sessions on other devices end, this one stays. */
export function changePassword(body: ChangePasswordBody): Promise<OkResult> {
  return api.post<OkResult>(API.changePassword, body);
}
