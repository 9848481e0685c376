import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { loadErrorText } from '@/lib/react-query';

/**
 * The three states of one query's section: a skeleton while it first loads, the reason and a
 * retry when it failed, else its content. A refetch keeps the content on screen. `heading` is
 * the page's h1 while its own (a name from the data) is not there yet: a page always has one.
 */
export function QueryState<T>({
  query,
  heading,
  children,
}: {
  query: UseQueryResult<T>;
  heading?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  return (
    <>
      {heading && <h1>{heading}</h1>}
      {query.isError ? (
        <LoadError message={loadErrorText(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton />
      )}
    </>
  );
}
