import { ConfirmPage } from '@/features/booking/components/confirm-page';
import { QueryScope } from '../query-scope';

export default function RegisterConfirmRoute() {
  return (
    <QueryScope>
      <ConfirmPage />
    </QueryScope>
  );
}
