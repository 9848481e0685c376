import type { SiteConfig } from '@portal/contract';
import { seedQueries, type PrerenderedQuery } from '@/lib/prerender-queries';
import { createSessionStore, initSession } from '@/lib/session-store';
import { emptyStorage } from './ssr/empty-storage';
import { publicPage, type PageHead } from './ssr/public-pages';
import { routeContext, routeMarkup } from './ssr/render-route';

export { publicPage };

export interface RenderedPage {
  /** The markup of #root. */
  body: string;
  head: PageHead;
  /** The answers it was drawn from, for the page to carry (lib/prerender-queries.ts). */
  queries: PrerenderedQuery[];
  /** As PublicPage.modules: the route modules whose stylesheets the page needs. */
  modules: string[];
}

/**
 * A public page (a condition, an article) as HTML, for the server to send inside index.html
 * (the API's page-prerender.ts), as prerender-home.tsx does for the home page: the same route
 * table and components, for a signed-out visitor in that mode. `answers` are the API's answers
 * to the page's reads (publicPage(path).reads), which the server asked for: the page draws them
 * as the browser's first render will, from the same cache entries.
 */
export async function renderPublicPage(
  site: SiteConfig,
  elderMode: boolean,
  path: string,
  answers: unknown[],
  origin: string,
): Promise<RenderedPage> {
  const page = publicPage(path);
  if (!page) throw new Error(`${path} is not rendered on the server`);
  const session = () =>
    initSession(createSessionStore(site.productCode, { elderMode }, emptyStorage()));
  // The route modules read the session as they load (query-scope.tsx subscribes to it).
  session();
  const context = await routeContext(path);
  if (context.errors) throw new Error(`${path} failed to load its route`);
  const queries = page.reads.map((read, i): PrerenderedQuery => [
    read.key,
    read.infinite ? { pages: [answers[i]], pageParams: [1] } : answers[i],
  ]);
  const { queryClient } = await import('./query-scope');
  // From here on synchronous: no other request's render can come between the cache and the
  // session set up for this one and the render that reads them.
  session();
  queryClient.clear();
  seedQueries(queryClient, queries);
  const body = routeMarkup(site, context);
  queryClient.clear();
  return { body, head: page.head(answers, origin), queries, modules: page.modules };
}
