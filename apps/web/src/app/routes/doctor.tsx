import { DoctorPage } from '@/features/hospitals/components/doctor-page';
import { QueryScope } from '../query-scope';

export default function DoctorRoute() {
  return (
    <QueryScope>
      <DoctorPage />
    </QueryScope>
  );
}
