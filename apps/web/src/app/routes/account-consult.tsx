import { MyConsultPage } from '@/features/interact/components/my-consult-page';
import { QueryScope } from '../query-scope';

export default function AccountConsultRoute() {
  return (
    <QueryScope>
      <MyConsultPage />
    </QueryScope>
  );
}
