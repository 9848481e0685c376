import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type WaitlistBody, type WaitlistEntry } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Waits for a place in a full schedule; a cancellation gives it to the earliest entry. */
export function joinWaitlist(body: WaitlistBody): Promise<WaitlistEntry> {
  return api.post<WaitlistEntry>(API.waitlist, body);
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
