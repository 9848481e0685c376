import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ArticleDetail } from '@portal/contract';
import { api } from '@/lib/api-client';

/** An article (or 图解 / audio item) with its byline, body, related reading and neighbours. */
export function getArticle(id: string): Promise<ArticleDetail> {
  return api.get<ArticleDetail>(API.wikiArticle.replace(':id', encodeURIComponent(id)));
}

export const articleQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['wiki', 'article', id], queryFn: () => getArticle(id) });

export function useArticle(id: string) {
  return useQuery(articleQueryOptions(id));
}
