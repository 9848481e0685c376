import { SharedPacsPage } from '@/features/reports/components/shared-pacs-page';
import { QueryScope } from '../query-scope';

export default function SharePacsRoute() {
  return (
    <QueryScope>
      <SharedPacsPage />
    </QueryScope>
  );
}
