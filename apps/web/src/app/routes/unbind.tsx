import { UnbindPage } from '@/features/auth/components/unbind-page';

export default function UnbindRoute() {
  return <UnbindPage />;
}
