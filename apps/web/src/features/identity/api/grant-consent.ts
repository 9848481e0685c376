import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ConsentState } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The code the member received grants reading their records. */
export function grantConsent(memberId: string, code: string): Promise<ConsentState> {
  return api.post<ConsentState>(API.familyConsent.replace(':id', encodeURIComponent(memberId)), {
    code,
  });
}

export function useGrantConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, code }: { memberId: string; code: string }) =>
      grantConsent(memberId, code),
    // Consent changes what every records page may show: let them all ask again.
    onSuccess: () => client.invalidateQueries(),
  });
}
