import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type WaitlistEntry } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The account's waiting entries (候补), current and past. */
export function getWaitlist(): Promise<WaitlistEntry[]> {
  return api.get<WaitlistEntry[]>(API.waitlist);
}

// Under 'bookings': a cancellation may turn a waiting entry into a booking.
export const waitlistQueryOptions = () =>
  queryOptions({ queryKey: ['bookings', 'waitlist'], queryFn: getWaitlist, staleTime: 0 });

export function useWaitlist() {
  return useQuery(waitlistQueryOptions());
}
