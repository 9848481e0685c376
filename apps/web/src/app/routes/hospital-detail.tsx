import { HospitalDetailPage } from '@/features/hospitals/components/hospital-detail-page';
import { QueryScope } from '../query-scope';

export default function HospitalDetailRoute() {
  return (
    <QueryScope>
      <HospitalDetailPage />
    </QueryScope>
  );
}
