import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Slot } from '@portal/contract';
import { api } from '@/lib/api-client';

/**
 * A schedule's time slots with their remaining counts: the hospital pages' slot picker and the
 * booking confirmation read the same cache entry, which a booking or cancellation invalidates.
 */
export function getSlots(scheduleId: string): Promise<Slot[]> {
  return api.get<Slot[]>(API.scheduleSlots.replace(':id', encodeURIComponent(scheduleId)));
}

export const slotsQueryOptions = (scheduleId: string) =>
  queryOptions({
    queryKey: ['schedules', 'slots', scheduleId],
    queryFn: () => getSlots(scheduleId),
    // Counts move while the page is open: a returning tab asks again.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useSlots(scheduleId: string) {
  return useQuery(slotsQueryOptions(scheduleId));
}
