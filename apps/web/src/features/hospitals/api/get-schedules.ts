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

/**
 * The moment a schedule's counts or state next move: its release; for one released by draw,
 * the window's start before it opens and its end after (the draw, then first come).
 */
function movesAt(s: Schedule): number {
  if (s.draw && s.state !== 'not_released') return Date.parse(s.draw.windowEnd);
  return Date.parse(s.releaseAt);
}

export function nearRelease(schedules: Schedule[] | undefined, now = Date.now()): boolean {
  return (schedules ?? []).some(
    (s) =>
      // The draw is being made: its result comes within seconds.
      s.state === 'drawing' ||
      ((s.state === 'not_released' || s.state === 'open' || s.state === 'draw_open') &&
        Math.abs(movesAt(s) - now) <= RELEASE_WINDOW_MS),
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
