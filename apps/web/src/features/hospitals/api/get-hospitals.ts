import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type HospitalListQuery, type HospitalPage } from '@portal/contract';
import { api } from '@/lib/api-client';

export type HospitalFilter = Omit<HospitalListQuery, 'pageSize'>;

// A county has a few dozen hospitals at most: one page shows them all (9 were split 6 + 3).
export const HOSPITAL_PAGE_SIZE = 30;

/** One page of hospitals matching the level, type and name filters. */
export function getHospitals(filter: HospitalFilter): Promise<HospitalPage> {
  return api.get<HospitalPage>(API.hospitals, {
    params: { ...filter, pageSize: HOSPITAL_PAGE_SIZE },
  });
}

export const hospitalsQueryOptions = (filter: HospitalFilter) =>
  queryOptions({ queryKey: ['hospitals', filter], queryFn: () => getHospitals(filter) });

export function useHospitals(filter: HospitalFilter) {
  // The previous page stays on screen while the next one loads, so paging does not flash.
  return useQuery({ ...hospitalsQueryOptions(filter), placeholderData: keepPreviousData });
}

/** Every hospital at once, for the booking index's choice (the county has a handful). */
export const allHospitalsQueryOptions = () =>
  queryOptions({
    queryKey: ['hospitals', 'all'],
    queryFn: () => api.get<HospitalPage>(API.hospitals, { params: { pageNo: 1, pageSize: 100 } }),
  });

export function useAllHospitals() {
  return useQuery(allHospitalsQueryOptions());
}
