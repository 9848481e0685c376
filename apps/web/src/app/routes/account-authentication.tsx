import { AuthenticationPage } from '@/features/identity/components/authentication-page';
import { QueryScope } from '../query-scope';

export default function AccountAuthenticationRoute() {
  return (
    <QueryScope>
      <AuthenticationPage />
    </QueryScope>
  );
}
