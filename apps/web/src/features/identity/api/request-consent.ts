import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ConsentState } from '@portal/contract';
import { api } from '@/lib/api-client';

/** A request the member approves in their own verified account. */
export function requestConsent(memberId: string): Promise<ConsentState> {
  return api.post<ConsentState>(
    API.familyConsentRequest.replace(':id', encodeURIComponent(memberId)),
  );
}

export function useRequestConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestConsent,
    // The member's state in the family list and what records pages may show change.
    onSuccess: () => client.invalidateQueries(),
  });
}
