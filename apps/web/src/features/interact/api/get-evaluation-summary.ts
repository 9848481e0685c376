import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type EvaluationSummary } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { EvaluationFilter } from './get-evaluations';

/** Count, averages and share satisfied of one hospital, department or doctor (two years). */
export function getEvaluationSummary(filter: EvaluationFilter): Promise<EvaluationSummary> {
  return api.get<EvaluationSummary>(API.evaluationSummary, { params: filter });
}

export const evaluationSummaryQueryOptions = (filter: EvaluationFilter) =>
  queryOptions({
    queryKey: ['evaluations', 'summary', filter],
    queryFn: () => getEvaluationSummary(filter),
  });

export function useEvaluationSummary(filter: EvaluationFilter) {
  return useQuery(evaluationSummaryQueryOptions(filter));
}
