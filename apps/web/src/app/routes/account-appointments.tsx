import { AppointmentsPage } from '@/features/booking/components/appointments-page';
import { QueryScope } from '../query-scope';

export default function AccountAppointmentsRoute() {
  return (
    <QueryScope>
      <AppointmentsPage />
    </QueryScope>
  );
}
