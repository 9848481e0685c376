import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type DrugListQuery, type DrugPage } from '@portal/contract';
import { api } from '@/lib/api-client';

export type DrugFilter = Omit<DrugListQuery, 'pageSize'>;

export const DRUG_PAGE_SIZE = 12;

/** One page of drugs matching the keyword and filters. */
export function getDrugs(filter: DrugFilter): Promise<DrugPage> {
  return api.get<DrugPage>(API.drugs, { params: { ...filter, pageSize: DRUG_PAGE_SIZE } });
}

export const drugsQueryOptions = (filter: DrugFilter) =>
  queryOptions({ queryKey: ['drugs', 'list', filter], queryFn: () => getDrugs(filter) });

export function useDrugs(filter: DrugFilter) {
  // The previous page stays on screen while the next one loads, so paging does not flash.
  return useQuery({ ...drugsQueryOptions(filter), placeholderData: keepPreviousData });
}
