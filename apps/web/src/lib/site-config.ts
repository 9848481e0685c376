import { createContext, useContext } from 'react';
import { API, type SiteConfig } from '@portal/contract';
import { api } from '@/lib/api-client';

/**
 * Site settings are fetched once before the first render: the product code names the session
 * storage prefix, so nothing can be stored before they arrive.
 */
export function getSiteConfig(): Promise<SiteConfig> {
  return api.get<SiteConfig>(API.siteConfig, { withoutToken: true });
}

/**
 * The settings the server put in the page with a server-rendered home page (the API's
 * home-prerender.ts), the very ones that page was rendered with.
 */
export function embeddedSiteConfig(): SiteConfig | undefined {
  const text = document.getElementById('site-config')?.textContent;
  return text ? (JSON.parse(text) as SiteConfig) : undefined;
}

export const SiteConfigContext = createContext<SiteConfig | null>(null);

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig outside SiteConfigContext');
  return config;
}
