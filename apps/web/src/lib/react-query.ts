import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

const LOAD_FAILED = '加载失败，请稍后重试';

/**
 * A 4xx answer will not change by asking again, and the API client already told the user
 * about a 5xx, so one quiet retry covers a dropped connection without a long wait.
 */
export const queryConfig: DefaultOptions = {
  queries: {
    retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
    // Pages opt in where freshness matters (remaining counts); elsewhere a returning tab
    // should not refetch everything it shows.
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

/** A failed query in words: the server's 4xx message, or a general one. */
export function loadErrorText(error: unknown): string {
  return error instanceof ApiError ? error.message : LOAD_FAILED;
}
