import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type DrugCategoryList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The categories of the essential medicines list with how many drugs each holds. */
export function getDrugCategories(): Promise<DrugCategoryList> {
  return api.get<DrugCategoryList>(API.drugCategories);
}

export const drugCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['drugs', 'categories'],
    queryFn: getDrugCategories,
    staleTime: 5 * 60_000,
  });

export function useDrugCategories() {
  return useQuery(drugCategoriesQueryOptions());
}
