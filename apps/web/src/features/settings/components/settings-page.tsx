import { PageFrame } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session-store';
import { DeviceBindingCard } from './device-binding-card';
import { OfflineSavingPanel } from './offline-saving-panel';
import { PasswordForm } from './password-form';
import { ProfileCard } from './profile-card';
import './settings.css';

/** /account/settings: profile, password, sign-in verification and offline saving. */
export function SettingsPage() {
  const user = useSession((s) => s.userInfo);
  return (
    <PageFrame className="settings-page" title="个人设置">
      {user ? (
        <>
          {/* Keyed by user so the nickname form starts from the right value after a switch. */}
          <ProfileCard key={user.ID} user={user} />
          <PasswordForm />
          <DeviceBindingCard user={user} />
          <OfflineSavingPanel user={user} />
        </>
      ) : (
        <Skeleton />
      )}
    </PageFrame>
  );
}
