import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type PublicConsultPage } from '@portal/contract';
import { api } from '@/lib/api-client';

export const PUBLIC_CONSULT_PAGE_SIZE = 10;

/**
 * Which answered public consultations: one hospital's, department's or doctor's, and words
 * they contain.
 */
export interface PublicConsultFilter {
  hospitalId?: string;
  departmentId?: string;
  doctorId?: string;
  keyword?: string;
  /** One consultation only (a search result's link). */
  id?: string;
}

/** One page of answered public consultations, anonymised, newest answer first. */
export function getPublicConsultations(
  filter: PublicConsultFilter,
  pageNo: number,
): Promise<PublicConsultPage> {
  return api.get<PublicConsultPage>(API.consultations, {
    params: { ...filter, pageNo, pageSize: PUBLIC_CONSULT_PAGE_SIZE },
  });
}

export const publicConsultationsQueryOptions = (filter: PublicConsultFilter, pageNo: number) =>
  queryOptions({
    queryKey: ['consultations', 'public', filter, pageNo],
    queryFn: () => getPublicConsultations(filter, pageNo),
  });

export function usePublicConsultations(filter: PublicConsultFilter, pageNo: number) {
  // The previous page stays on screen while the next one loads, so paging does not flash.
  return useQuery({
    ...publicConsultationsQueryOptions(filter, pageNo),
    placeholderData: keepPreviousData,
  });
}
