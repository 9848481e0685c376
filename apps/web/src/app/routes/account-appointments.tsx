import { AppointmentsPage } from '@/features/booking/components/appointments-page';
import { EvaluationForBooking } from '@/features/interact/components/evaluation-for-booking';
import { QueryScope } from '../query-scope';

export default function AccountAppointmentsRoute() {
  return (
    <QueryScope>
      <AppointmentsPage visitExtra={(b) => <EvaluationForBooking booking={b} />} />
    </QueryScope>
  );
}
