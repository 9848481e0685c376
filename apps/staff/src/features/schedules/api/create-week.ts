import { STAFF_API, type ScheduleWeekBody, type ScheduleWeekResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { schedulesKey } from './desk-schedules';

export function useCreateWeek(hospitalId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleWeekBody) =>
      api.post<ScheduleWeekResult>(`${STAFF_API}/hospitals/${hospitalId}/schedules/week`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: schedulesKey(hospitalId) }),
  });
}
