import { PointsPage } from '@/features/points/components/points-page';
import { QueryScope } from '../query-scope';

export default function AccountPointsRoute() {
  return (
    <QueryScope>
      <PointsPage />
    </QueryScope>
  );
}
