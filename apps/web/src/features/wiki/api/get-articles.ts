import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API, type ArticleListQuery, type ArticlePage } from '@portal/contract';
import { api } from '@/lib/api-client';

export type ArticleFilter = Omit<ArticleListQuery, 'pageNo' | 'pageSize'>;

export const ARTICLE_PAGE_SIZE = 10;

/** One page of articles of a category, a condition or a kind. */
export function getArticles(filter: ArticleFilter, pageNo: number): Promise<ArticlePage> {
  return api.get<ArticlePage>(API.wikiArticles, {
    params: { ...filter, pageNo, pageSize: ARTICLE_PAGE_SIZE },
  });
}

export const articlesQueryOptions = (filter: ArticleFilter) =>
  infiniteQueryOptions({
    queryKey: ['wiki', 'articles', filter],
    queryFn: ({ pageParam }) => getArticles(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ArticlePage) =>
      last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined,
  });

/** The spec's infinite scroll: pages are appended as the reader reaches the end. */
export function useArticles(filter: ArticleFilter) {
  return useInfiniteQuery(articlesQueryOptions(filter));
}
