import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type OkResult } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Leaves a waiting list; the entry stays in the list as 已退出候补. */
export function leaveWaitlist(id: string): Promise<OkResult> {
  return api.delete<OkResult>(API.waitlistEntry.replace(':id', encodeURIComponent(id)));
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
