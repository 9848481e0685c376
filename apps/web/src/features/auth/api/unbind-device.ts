import { useMutation } from '@tanstack/react-query';
import { API, type OkResult, type UnbindBody } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Turns off sign-in verification with the password and a code sent to the bound phone. */
export function unbindDevice(body: UnbindBody): Promise<OkResult> {
  return api.post<OkResult>(API.unbindDevice, body);
}

/** Asked signed out: no cached answer shows the account's device binding. */
export function useUnbindDevice() {
  return useMutation({ mutationFn: unbindDevice });
}
