import { STAFF_API, type DeskSchedule } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { schedulesKey } from './desk-schedules';

export function useChangeCapacity(hospitalId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, capacity }: { id: string; capacity: number }) =>
      api.post<DeskSchedule>(`${STAFF_API}/hospitals/${hospitalId}/schedules/${id}/capacity`, {
        capacity,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: schedulesKey(hospitalId) }),
  });
}
