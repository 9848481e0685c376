import { API, type DeviceBindingBody, type UserInfo } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Turns sign-in verification by SMS to the bound phone on or off; answers the updated user. */
export function setDeviceBinding(body: DeviceBindingBody): Promise<UserInfo> {
  return api.post<UserInfo>(API.deviceBinding, body);
}
