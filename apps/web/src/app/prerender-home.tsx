import type { SiteConfig } from '@portal/contract';
import { createSessionStore, initSession } from '@/lib/session-store';
import { emptyStorage } from './ssr/empty-storage';
import { routeContext, routeMarkup } from './ssr/render-route';

/**
 * The home page as HTML, for the server to send inside index.html (the API loads this module's
 * SSR build, see plugins/home-prerender.ts): a first visit on a slow phone shows the page as soon as
 * the document arrives instead of after the scripts. It is the page the browser's first render
 * produces for a signed-out visitor in that mode, from the same route table and components;
 * main.tsx renders over it only once the first route is ready, so the swap is of like markup.
 * The home content (/api/home) shows its loading line here, as in that first render.
 */
export async function renderHomePage(site: SiteConfig, elderMode: boolean): Promise<string> {
  const context = await routeContext('home');
  // Rendering is synchronous, so one store per render cannot leak into another request's.
  initSession(createSessionStore(site.productCode, { elderMode }, emptyStorage()));
  return routeMarkup(site, context);
}
