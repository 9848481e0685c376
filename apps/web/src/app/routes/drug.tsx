import { DrugListPage } from '@/features/drugs/components/drug-list-page';
import { QueryScope } from '../query-scope';

export default function DrugRoute() {
  return (
    <QueryScope>
      <DrugListPage />
    </QueryScope>
  );
}
