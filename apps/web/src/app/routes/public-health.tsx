import { PublicHealthPage } from '@/features/public-health/components/public-health-page';
import { QueryScope } from '../query-scope';

export default function PublicHealthRoute() {
  return (
    <QueryScope>
      <PublicHealthPage />
    </QueryScope>
  );
}
