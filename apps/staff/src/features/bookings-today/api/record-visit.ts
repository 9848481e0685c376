import { STAFF_API, type DeskVisitBody, type IngestVisitResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dayBookingsKey } from './day-bookings';

/** Check-in, completed or no-show, by the same rules as a hospital system's visit feed. */
export function useRecordVisit(hospitalId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: DeskVisitBody['status'] }) =>
      api.post<IngestVisitResult>(`${STAFF_API}/hospitals/${hospitalId}/bookings/${id}/visit`, {
        status,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: dayBookingsKey(hospitalId) }),
  });
}
