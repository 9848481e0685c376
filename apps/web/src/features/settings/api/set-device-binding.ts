import { useMutation } from '@tanstack/react-query';
import { API, type DeviceBindingBody, type UserInfo } from '@portal/contract';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/** Turns sign-in verification by SMS to the bound phone on or off; answers the updated user. */
export function setDeviceBinding(body: DeviceBindingBody): Promise<UserInfo> {
  return api.post<UserInfo>(API.deviceBinding, body);
}

/** The answer is the updated user, so the store (and the top bar) needs no second call. */
export function useSetDeviceBinding() {
  return useMutation({
    mutationFn: setDeviceBinding,
    onSuccess: (updated) => sessionStore().getState().set('userInfo', updated),
  });
}
