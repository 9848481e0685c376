import { API, type DeviceSmsBody, type SmsSent } from '@portal/contract';
import { api } from '@/lib/api-client';

/** A code to the account's bound phone; the password proves the person may ask for one. */
export function sendDeviceCode(body: DeviceSmsBody): Promise<SmsSent> {
  return api.post<SmsSent>(API.deviceSmsCode, body);
}
