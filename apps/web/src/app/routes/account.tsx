import { accountEntries } from '@/config/account-menu';
import { AccountLayout } from '@/features/account/components/account-layout';
// The table imports this page lazily, so by the time it loads the table is complete.
import { routes } from '../routes';

export default function AccountRoute() {
  return <AccountLayout entries={accountEntries(routes)} />;
}
