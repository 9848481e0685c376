import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Schedule } from '@portal/contract';
import { api } from '@/lib/api-client';

/** One schedule: hospital, doctor, date, place, fee and the cancel deadline. */
export function getSchedule(id: string): Promise<Schedule> {
  return api.get<Schedule>(API.schedule.replace(':id', encodeURIComponent(id)));
}

// Under 'schedules', so a booking's invalidation of remaining counts reaches it too.
export const scheduleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['schedules', 'one', id],
    queryFn: () => getSchedule(id),
    staleTime: 0,
  });

export function useSchedule(id: string) {
  return useQuery(scheduleQueryOptions(id));
}
