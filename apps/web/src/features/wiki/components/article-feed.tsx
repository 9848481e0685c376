import { useInfiniteScroll } from '@/components/infinite-scroll/use-infinite-scroll';
import { LoadError } from '@/components/load-error/load-error';
import { Button } from '@/components/ui/button';
import { Empty } from '@/components/ui/empty';
import { Skeleton } from '@/components/ui/skeleton';
import { loadErrorText } from '@/lib/react-query';
import { useArticles, type ArticleFilter } from '../api/get-articles';
import { ArticleCard } from './article-card';

/**
 * Articles matching a filter with the spec's infinite scroll (the next page loads at the end of
 * the window); a 加载更多 button does the same for keyboards and screen readers.
 */
export function ArticleFeed({ filter, label }: { filter: ArticleFilter; label: string }) {
  const query = useArticles(filter);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useInfiniteScroll(null, () => void fetchNextPage(), {
    disabled: !hasNextPage || isFetchingNextPage || query.isError,
  });

  if (!data) {
    return query.isError ? (
      <LoadError message={loadErrorText(query.error)} onRetry={() => void query.refetch()} />
    ) : (
      <Skeleton />
    );
  }
  const articles = data.pages.flatMap((p) => p.list);
  const total = data.pages[0]?.total ?? 0;
  if (total === 0) return <Empty description="这里还没有文章" />;
  return (
    <>
      <p className="wiki-muted" role="status">
        共 {total} 篇，已显示 {articles.length} 篇
      </p>
      <ul className="wiki-cards" aria-label={label}>
        {articles.map((a) => (
          <ArticleCard key={a.id} article={a} />
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <LoadError message={loadErrorText(query.error)} onRetry={() => void fetchNextPage()} />
      )}
      {hasNextPage && (
        <div className="wiki-more">
          <Button loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? '正在加载…' : '加载更多'}
          </Button>
        </div>
      )}
    </>
  );
}
