import { STAFF_API, type StaffConsultPage, type StaffConsultQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { STAFF_CONSULT_LISTS_KEY } from './keys';

export function listStaffConsultations(query: StaffConsultQuery) {
  return api.get<StaffConsultPage>(`${STAFF_API}/consultations`, { ...query });
}

/**
 * A page of one inbox box: the department's untaken questions, the doctor's own open ones, or
 * the ended ones. Refetched every minute, since patients ask and colleagues take meanwhile.
 */
export function useStaffConsultations(query: StaffConsultQuery) {
  return useQuery({
    queryKey: [...STAFF_CONSULT_LISTS_KEY, query],
    queryFn: () => listStaffConsultations(query),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
