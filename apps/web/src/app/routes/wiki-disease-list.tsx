import { DiseaseListPage } from '@/features/wiki/components/disease-list-page';

// Inside the knowledge base's frame (wiki-knowledge.tsx), which provides the query cache.
export default function WikiDiseaseListRoute() {
  return <DiseaseListPage />;
}
