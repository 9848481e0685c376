import { SettingsPage } from '@/features/settings/components/settings-page';
import { QueryScope } from '../query-scope';

export default function AccountSettingsRoute() {
  return (
    <QueryScope>
      <SettingsPage />
    </QueryScope>
  );
}
