import { STAFF_API, type DashboardAnswer, type DashboardQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function getDashboard(query: DashboardQuery) {
  return api.get<DashboardAnswer>(`${STAFF_API}/dashboard`, { ...query });
}

/** The dashboard of a period and hospital; the last answer stays up while the next loads. */
export function useDashboard(query: DashboardQuery) {
  return useQuery({
    queryKey: ['staff', 'dashboard', query],
    queryFn: () => getDashboard(query),
    placeholderData: keepPreviousData,
  });
}
