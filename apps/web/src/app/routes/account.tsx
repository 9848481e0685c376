import { accountPageEntries } from '@/config/account-menu';
import { AccountLayout } from '@/features/account/components/account-layout';
import { accountPages } from '../account-pages';

export default function AccountRoute() {
  return <AccountLayout entries={accountPageEntries(accountPages)} />;
}
