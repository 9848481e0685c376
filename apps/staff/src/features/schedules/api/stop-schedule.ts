import { STAFF_API, type ScheduleStopResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { schedulesKey } from './desk-schedules';

/** 停诊: the schedule's bookings are cancelled (not counted as no-shows) and patients texted. */
export function useStopSchedule(hospitalId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<ScheduleStopResult>(`${STAFF_API}/hospitals/${hospitalId}/schedules/${id}/stop`, {
        reason,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: schedulesKey(hospitalId) }),
  });
}
