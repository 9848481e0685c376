import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ConsultPage, type ConsultStatus } from '@portal/contract';
import { api } from '@/lib/api-client';

export const MY_CONSULT_PAGE_SIZE = 10;

/** zlb.consult_page: the account's consultations, newest activity first, with unread counts. */
export function getMyConsultations(
  status: ConsultStatus | undefined,
  pageNo: number,
): Promise<ConsultPage> {
  return api.get<ConsultPage>(API.consultPage, {
    params: { pageNo, pageSize: MY_CONSULT_PAGE_SIZE, ...(status ? { status } : {}) },
  });
}

// Answers arrive from the doctors at any time: ask again whenever the list opens.
export const myConsultationsQueryOptions = (status: ConsultStatus | undefined, pageNo: number) =>
  queryOptions({
    queryKey: ['consultations', 'mine', 'list', status ?? 'all', pageNo],
    queryFn: () => getMyConsultations(status, pageNo),
    staleTime: 0,
  });

export function useMyConsultations(status: ConsultStatus | undefined, pageNo: number) {
  return useQuery({
    ...myConsultationsQueryOptions(status, pageNo),
    placeholderData: keepPreviousData,
  });
}
