import { createContext, useContext } from 'react';
import { API, type SiteConfig } from '@portal/contract';
import { api } from '@/lib/api-client';
import { isNetworkFailure } from '@/lib/network';

/**
 * Site settings are fetched once before the first render: the product code names the session
 * storage prefix, so nothing can be stored before they arrive.
 */
export function getSiteConfig(): Promise<SiteConfig> {
  return api.get<SiteConfig>(API.siteConfig, { withoutToken: true });
}

/** Where the last settings that loaded are kept: public words and links, nobody's data. */
const KEPT_KEY = 'portal.siteConfig';

/**
 * The settings to start with: the page's own (server-rendered home) or the API's, kept on the
 * device as they arrive; with no network, the last ones kept, so the installed app still opens
 * (我的预约 and 电子健康卡 work offline, issue 30). Anything else fails as before.
 */
export async function loadSiteConfig(): Promise<SiteConfig> {
  let site = embeddedSiteConfig();
  try {
    site ??= await getSiteConfig();
  } catch (error) {
    const kept = isNetworkFailure(error) ? readKept() : undefined;
    if (!kept) throw error;
    return kept;
  }
  try {
    localStorage.setItem(KEPT_KEY, JSON.stringify(site));
  } catch {
    // Storage full or refused (a private window): the app works online all the same.
  }
  return site;
}

function readKept(): SiteConfig | undefined {
  try {
    const text = localStorage.getItem(KEPT_KEY);
    return text ? (JSON.parse(text) as SiteConfig) : undefined;
  } catch {
    return undefined;
  }
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
