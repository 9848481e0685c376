import { ForgetPage } from '@/features/auth/components/forget-page';
import { QueryScope } from '../query-scope';

export default function ForgetRoute() {
  return (
    <QueryScope>
      <ForgetPage />
    </QueryScope>
  );
}
