import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Schedule, type ScheduleQuery } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Schedules (排班) of a department or a doctor between two dates, with remaining counts. */
export function getSchedules(query: ScheduleQuery): Promise<Schedule[]> {
  return api.get<Schedule[]>(API.schedules, { params: query });
}

// Around a release (two minutes either side) the counts move fastest: poll while the page is open.
const RELEASE_WINDOW_MS = 2 * 60 * 1000;
const RELEASE_POLL_MS = 5_000;

export function nearRelease(schedules: Schedule[] | undefined, now = Date.now()): boolean {
  return (schedules ?? []).some(
    (s) =>
      (s.state === 'not_released' || s.state === 'open') &&
      Math.abs(Date.parse(s.releaseAt) - now) <= RELEASE_WINDOW_MS,
  );
}

export const schedulesQueryOptions = (query: ScheduleQuery) =>
  queryOptions({
    queryKey: ['schedules', query],
    queryFn: () => getSchedules(query),
    // Remaining counts change by the second around a release: a returning tab asks again.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (nearRelease(query.state.data) ? RELEASE_POLL_MS : false),
  });

export function useSchedules(query: ScheduleQuery) {
  return useQuery(schedulesQueryOptions(query));
}
