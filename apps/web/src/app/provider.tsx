import type { ReactNode } from 'react';
import type { SiteConfig } from '@portal/contract';
import { SiteConfigContext } from '@/features/site/api/get-site-config';

/**
 * What every page shares from the first render. antd's providers are not here: they load
 * with the first page that uses antd (antd-scope.tsx), so the home page comes without them.
 */
export function AppProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={site}>{children}</SiteConfigContext.Provider>;
}
