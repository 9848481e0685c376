import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type PublicDraw } from '@portal/contract';
import { api } from '@/lib/api-client';

/** A schedule's draw as published: the commitment before, everything to recheck it after. */
export function getDraw(scheduleId: string): Promise<PublicDraw> {
  return api.get<PublicDraw>(API.draw.replace(':scheduleId', encodeURIComponent(scheduleId)), {
    withoutToken: true,
  });
}

/** Being drawn: the result comes within seconds. Open: the count of entries moves. */
export function drawPollMs(draw: PublicDraw | undefined): number | false {
  if (draw?.status === 'drawing') return 3000;
  if (draw?.status === 'open') return 30_000;
  return false;
}

export const drawQueryOptions = (scheduleId: string) =>
  queryOptions({
    queryKey: ['draws', scheduleId],
    queryFn: () => getDraw(scheduleId),
    staleTime: 0,
    refetchInterval: (query) => drawPollMs(query.state.data),
  });

export function useDraw(scheduleId: string) {
  return useQuery(drawQueryOptions(scheduleId));
}
