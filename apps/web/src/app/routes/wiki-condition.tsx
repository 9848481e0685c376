import { ConditionPage } from '@/features/wiki/components/condition-page';

// Inside the knowledge base's frame (wiki-knowledge.tsx), which provides the query cache.
export default function WikiConditionRoute() {
  return <ConditionPage />;
}
