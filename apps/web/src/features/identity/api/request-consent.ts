import { API, type ConsentState } from '@portal/contract';
import { api } from '@/lib/api-client';

/** A request the member approves in their own verified account. */
export function requestConsent(memberId: string): Promise<ConsentState> {
  return api.post<ConsentState>(
    API.familyConsentRequest.replace(':id', encodeURIComponent(memberId)),
  );
}
