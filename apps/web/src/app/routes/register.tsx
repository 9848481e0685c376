import { RegisterPage } from '@/features/hospitals/components/register-page';
import { QueryScope } from '../query-scope';

export default function RegisterRoute() {
  return (
    <QueryScope>
      <RegisterPage />
    </QueryScope>
  );
}
