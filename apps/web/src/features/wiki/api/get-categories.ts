import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type WikiCategoryList } from '@portal/contract';
import { api } from '@/lib/api-client';

/** The knowledge base's categories with their article counts. */
export function getCategories(): Promise<WikiCategoryList> {
  return api.get<WikiCategoryList>(API.wikiCategories);
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['wiki', 'categories'],
    queryFn: getCategories,
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
