import { UnbindPage } from '@/features/auth/components/unbind-page';
import { QueryScope } from '../query-scope';

export default function UnbindRoute() {
  return (
    <QueryScope>
      <UnbindPage />
    </QueryScope>
  );
}
