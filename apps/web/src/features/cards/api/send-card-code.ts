import { useMutation } from '@tanstack/react-query';
import { API, type CardSmsBody, type SmsSent } from '@portal/contract';
import { api } from '@/lib/api-client';

/** A code to the phone the hospital has on file for this person. */
export function sendCardCode(body: CardSmsBody): Promise<SmsSent> {
  return api.post<SmsSent>(API.cardSmsCode, body);
}

export function useSendCardCode() {
  return useMutation({ mutationFn: sendCardCode });
}
