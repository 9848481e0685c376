import { MediaListPage } from '@/features/wiki/components/media-list-page';

// Inside the knowledge base's frame (wiki-knowledge.tsx), which provides the query cache.
export default function WikiMediaRoute() {
  return <MediaListPage />;
}
