import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Slot } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The schedule's time slots, to show the chosen one's time and remaining count. */
export function getBookingSlots(scheduleId: string): Promise<Slot[]> {
  return api.get<Slot[]>(API.scheduleSlots.replace(':id', encodeURIComponent(scheduleId)));
}

// The same key as the hospital pages' slot lists: one cache entry, one invalidation.
export const bookingSlotsQueryOptions = (scheduleId: string) =>
  queryOptions({
    queryKey: ['schedules', 'slots', scheduleId],
    queryFn: () => getBookingSlots(scheduleId),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useBookingSlots(scheduleId: string) {
  return useQuery(bookingSlotsQueryOptions(scheduleId));
}
