import { useEffect, type ReactNode } from 'react';
import type { SiteConfig } from '@portal/contract';
import { SiteConfigContext } from '@/lib/site-config';
import { UpdateBar } from './layout/update-bar';

/**
 * What every page shares from the first render, in the browser and in the server's render alike:
 * the browser hydrates the server's markup, which needs the same tree above the routes (useId's
 * ids come from the tree's shape). The update bar renders nothing on the server.
 */
export function AppProvider({
  site,
  onHydrated,
  children,
}: {
  site: SiteConfig;
  /** Called once the browser has hydrated the server's markup (main.tsx): an effect, not a child. */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <SiteConfigContext.Provider value={site}>
      {children}
      <UpdateBar />
    </SiteConfigContext.Provider>
  );
}
