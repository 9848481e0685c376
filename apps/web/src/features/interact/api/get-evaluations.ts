import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type EvaluationPage } from '@portal/contract';
import { api } from '@/lib/api-client';

export const EVALUATION_PAGE_SIZE = 10;

/** Which evaluations: one hospital's, department's or doctor's (the most specific chosen). */
export interface EvaluationFilter {
  hospitalId?: string;
  departmentId?: string;
  doctorId?: string;
}

/** One page of published evaluations, newest first. */
export function getEvaluations(filter: EvaluationFilter, pageNo: number): Promise<EvaluationPage> {
  return api.get<EvaluationPage>(API.evaluations, {
    params: { ...filter, pageNo, pageSize: EVALUATION_PAGE_SIZE },
  });
}

export const evaluationsQueryOptions = (filter: EvaluationFilter, pageNo: number) =>
  queryOptions({
    queryKey: ['evaluations', 'list', filter, pageNo],
    queryFn: () => getEvaluations(filter, pageNo),
  });

export function useEvaluations(filter: EvaluationFilter, pageNo: number) {
  // The previous page stays on screen while the next one loads, so paging does not flash.
  return useQuery({
    ...evaluationsQueryOptions(filter, pageNo),
    placeholderData: keepPreviousData,
  });
}
