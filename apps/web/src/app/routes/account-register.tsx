import { RegistrationPage } from '@/features/auth/components/registration-page';

export default function RegisterRoute() {
  return <RegistrationPage />;
}
