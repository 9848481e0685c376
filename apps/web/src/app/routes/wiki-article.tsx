import { ArticlePage } from '@/features/wiki/components/article-page';

// Inside the knowledge base's frame (wiki-knowledge.tsx), which provides the query cache.
export default function WikiArticleRoute() {
  return <ArticlePage />;
}
