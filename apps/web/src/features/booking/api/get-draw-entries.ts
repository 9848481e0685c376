import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type DrawEntry } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The account's draw entries (抽签登记), with each one's outcome once drawn. */
export function getDrawEntries(): Promise<DrawEntry[]> {
  return api.get<DrawEntry[]>(API.drawEntries);
}

const SOON_MS = 10_000;
const DRAWING_POLL_MS = 3000;
const IDLE_POLL_MS = 60_000;

/**
 * How long until asking again: never when nothing waits for a draw; every few seconds from
 * just before a result is due (the draw is made within seconds of the window's end), until then
 * once a minute at most, so a page left open shows the result soon after it comes.
 */
export function entriesPollMs(entries: DrawEntry[] | undefined, now = Date.now()): number | false {
  const due = (entries ?? [])
    .filter((e) => e.status === 'pending')
    .map((e) => Date.parse(e.resultAt));
  if (due.length === 0) return false;
  const wait = Math.min(...due) - now;
  return wait <= SOON_MS ? DRAWING_POLL_MS : Math.min(IDLE_POLL_MS, wait - SOON_MS / 2);
}

// Under 'bookings': an entry posted, a booking cancelled, a draw made all move both lists.
export const drawEntriesQueryOptions = () =>
  queryOptions({
    queryKey: ['bookings', 'draw-entries'],
    queryFn: getDrawEntries,
    staleTime: 0,
    refetchInterval: (query) => entriesPollMs(query.state.data),
  });

export function useDrawEntries() {
  return useQuery(drawEntriesQueryOptions());
}
