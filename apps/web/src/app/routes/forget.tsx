import { ForgetPage } from '@/features/auth/components/forget-page';

export default function ForgetRoute() {
  return <ForgetPage />;
}
