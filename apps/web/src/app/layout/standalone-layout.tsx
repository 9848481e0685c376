import { Link, Outlet } from 'react-router';
import { useSiteConfig } from '@/lib/site-config';
import { ElderToggle } from './elder-toggle';
import { LayoutBasics } from './navigation-effects';

/**
 * The frame of the standalone account pages (sign-in, registration, password reset, unbinding):
 * no menu and no footer, so nothing competes with the one form on the page.
 */
export function StandaloneLayout() {
  const { siteName } = useSiteConfig();
  return (
    <>
      <LayoutBasics />
      <header className="standalone-header">
        <div className="standalone-header-inner">
          <Link to="/home" className="site-brand">
            {siteName}
          </Link>
          <ElderToggle />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="standalone-main">
        <Outlet />
      </main>
    </>
  );
}
