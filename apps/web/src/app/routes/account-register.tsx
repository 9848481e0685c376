import { RegistrationPage } from '@/features/auth/components/registration-page';
import { QueryScope } from '../query-scope';

export default function RegisterRoute() {
  return (
    <QueryScope>
      <RegistrationPage />
    </QueryScope>
  );
}
