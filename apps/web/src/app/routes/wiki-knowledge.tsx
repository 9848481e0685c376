import { KnowledgeLayout } from '@/features/wiki/components/knowledge-layout';
import { QueryScope } from '../query-scope';

/** The knowledge base's frame: its sections' navigation and the query cache its pages share. */
export default function WikiKnowledgeRoute() {
  return (
    <QueryScope>
      <KnowledgeLayout />
    </QueryScope>
  );
}
