import { BasePage } from '@/features/wiki/components/base-page';

// Inside the knowledge base's frame (wiki-knowledge.tsx), which provides the query cache.
export default function WikiBaseRoute() {
  return <BasePage />;
}
