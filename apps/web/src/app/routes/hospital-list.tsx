import { HospitalListPage } from '@/features/hospitals/components/hospital-list-page';
import { QueryScope } from '../query-scope';

export default function HospitalListRoute() {
  return (
    <QueryScope>
      <HospitalListPage />
    </QueryScope>
  );
}
