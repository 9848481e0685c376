import type { ReactNode } from 'react';
import type { SiteConfig } from '@portal/contract';
import { SiteConfigContext } from '@/lib/site-config';

/** What every page shares from the first render. */
export function AppProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={site}>{children}</SiteConfigContext.Provider>;
}
