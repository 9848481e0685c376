import { API, type SmsCodeBody, type SmsSent } from '@portal/contract';
import { api } from '@/lib/api-client';

/** A code to a typed phone (registration, password reset); 409 on register when it is taken, 429 when asked too often. */
export function sendSmsCode(body: SmsCodeBody): Promise<SmsSent> {
  return api.post<SmsSent>(API.smsCode, body);
}
