import { ArticleListPage } from '@/features/wiki/components/article-list-page';

// Inside the knowledge base's frame (wiki-knowledge.tsx), which provides the query cache.
export default function WikiArticleListRoute() {
  return <ArticleListPage />;
}
