import type { StaffConsultDetail } from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { consultPath, STAFF_CONSULT_LISTS_KEY, staffConsultKey } from './keys';

export function getStaffConsultation(id: string) {
  return api.get<StaffConsultDetail>(consultPath(id));
}

/** The thread as the doctor reads it; reading marks it read, so the lists' unread marks refetch. */
export function useStaffConsultation(id: string | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: staffConsultKey(id ?? ''),
    queryFn: async () => {
      const detail = await getStaffConsultation(id!);
      void client.invalidateQueries({ queryKey: STAFF_CONSULT_LISTS_KEY });
      return detail;
    },
    enabled: Boolean(id),
  });
}
