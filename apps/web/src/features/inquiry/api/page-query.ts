import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Rows per page in every convenience query: a phone screen or two. */
export const INQUIRY_PAGE_SIZE = 10;

/** A filter as it travels: empty fields are left out of the address and the request. */
export type FilterValues = Record<string, string | number | undefined>;

/** The query options of one paged register, keyed by its path and filter. */
export const pageQueryOptions = <T>(path: string, filter: FilterValues) =>
  queryOptions({
    queryKey: ['inquiry', path, filter],
    queryFn: () => api.get<T>(path, { params: { ...filter, pageSize: INQUIRY_PAGE_SIZE } }),
  });

/** One page of a register; the previous page stays on screen while the next one loads. */
export function usePageQuery<T>(path: string, filter: FilterValues, enabled = true) {
  return useQuery({
    ...pageQueryOptions<T>(path, filter),
    placeholderData: keepPreviousData,
    enabled,
  });
}
