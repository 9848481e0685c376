import { API, type ConsentState } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The code the member received grants reading their records. */
export function grantConsent(memberId: string, code: string): Promise<ConsentState> {
  return api.post<ConsentState>(API.familyConsent.replace(':id', encodeURIComponent(memberId)), {
    code,
  });
}
