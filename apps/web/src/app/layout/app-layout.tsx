import { Outlet } from 'react-router';
import { useSession } from '@/lib/session-store';
import { LayoutBasics } from './navigation-effects';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

export function AppLayout() {
  const gov = useSession((s) => s.gov);
  return (
    <>
      <LayoutBasics />
      <TopNav />
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      {!gov && <SiteFooter />}
    </>
  );
}
