import { DrugDetailPage } from '@/features/drugs/components/drug-detail-page';
import { QueryScope } from '../query-scope';

export default function DrugDetailRoute() {
  return (
    <QueryScope>
      <DrugDetailPage />
    </QueryScope>
  );
}
