import { AuthenticationPage } from '@/features/identity/components/authentication-page';

export default function AccountAuthenticationRoute() {
  return <AuthenticationPage />;
}
