import { HealthProfilePage } from '@/features/health-profile/components/health-profile-page';
import { QueryScope } from '../query-scope';

export default function AccountHealthProfileRoute() {
  return (
    <QueryScope>
      <HealthProfilePage />
    </QueryScope>
  );
}
