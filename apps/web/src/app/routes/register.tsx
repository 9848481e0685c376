import { HospitalBookingPage } from '@/features/hospitals/components/hospital-booking-page';
import { QueryScope } from '../query-scope';

export default function RegisterRoute() {
  return (
    <QueryScope>
      <HospitalBookingPage />
    </QueryScope>
  );
}
