import { useMutation } from '@tanstack/react-query';
import { API, type SmsSent } from '@portal/contract';
import { api } from '@/lib/api-client';

/**
 * A code to the phone a hospital or the card system has on file for the member; the page never
 * names the phone (the answer says where it went, masked).
 */
export function sendConsentCode(memberId: string): Promise<SmsSent> {
  return api.post<SmsSent>(API.familyConsentCode.replace(':id', encodeURIComponent(memberId)));
}

/** Sending a code changes nothing the pages have read. */
export function useSendConsentCode() {
  return useMutation({ mutationFn: sendConsentCode });
}
