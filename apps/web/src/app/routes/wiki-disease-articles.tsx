import { DiseaseArticlesPage } from '@/features/wiki/components/disease-articles-page';

// Inside the knowledge base's frame (wiki-knowledge.tsx), which provides the query cache.
export default function WikiDiseaseArticlesRoute() {
  return <DiseaseArticlesPage />;
}
