import { OfflineOrOnline } from '@/components/offline-page/offline-or-online';
import { AppointmentsPage } from '@/features/booking/components/appointments-page';
import { OfflineAppointments } from '@/features/booking/components/offline-appointments';
import { EvaluationForBooking } from '@/features/interact/components/evaluation-for-booking';
import { QueryScope } from '../query-scope';

export default function AccountAppointmentsRoute() {
  // With no network the page shows what this device saved (issue 30), session or not.
  return (
    <OfflineOrOnline offline={<OfflineAppointments />}>
      <QueryScope>
        <AppointmentsPage visitExtra={(b) => <EvaluationForBooking booking={b} />} />
      </QueryScope>
    </OfflineOrOnline>
  );
}
