import type { StaffConsultTransferBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { consultPath, refreshInbox, STAFF_CONSULT_LISTS_KEY } from './keys';

export function transferConsultation({ id, body }: { id: string; body: StaffConsultTransferBody }) {
  return api.post<unknown>(consultPath(id, 'transfer'), body);
}

/**
 * 转科室: the question goes to another department of the hospital, untaken, for its doctors.
 * After it went the doctor may no longer read the thread, so only the lists refetch (the page
 * closes the thread); a refusal refetches the thread too.
 */
export function useTransferConsultation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: transferConsultation,
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_CONSULT_LISTS_KEY }),
    onError: () => refreshInbox(client),
  });
}
