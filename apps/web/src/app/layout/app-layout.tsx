import { Outlet } from 'react-router';
import { useSession } from '@/lib/session-store';
import { Toaster } from '@/components/toast/toaster';
import { NavigationEffects } from './navigation-effects';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

export function AppLayout() {
  const gov = useSession((s) => s.gov);
  return (
    <>
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      <NavigationEffects />
      <Toaster />
      <TopNav />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      {!gov && <SiteFooter />}
    </>
  );
}
