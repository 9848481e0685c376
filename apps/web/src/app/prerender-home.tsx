import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { WEB_BASE, type SiteConfig } from '@portal/contract';
import { createSessionStore, initSession } from '@/lib/session-store';
import { AppProvider } from './provider';
import { routes } from './routes';
import { emptyStorage } from './ssr/empty-storage';

const basename = WEB_BASE.replace(/\/$/, '');
const handler = createStaticHandler(routes, { basename });

/**
 * The home page as HTML, for the server to send inside index.html (the API loads this module's
 * SSR build, see plugins/home-prerender.ts): a first visit on a slow phone shows the page as soon as
 * the document arrives instead of after the scripts. It is the page the browser's first render
 * produces for a signed-out visitor in that mode, from the same route table and components;
 * main.tsx renders over it only once the first route is ready, so the swap is of like markup.
 * The home content (/api/home) shows its loading line here, as in that first render.
 */
export async function renderHomePage(site: SiteConfig, elderMode: boolean): Promise<string> {
  const context = await handler.query(new Request(`http://localhost${WEB_BASE}home`));
  if (context instanceof Response) throw new Error(`home route answered ${context.status}`);
  // Rendering is synchronous, so one store per render cannot leak into another request's.
  initSession(createSessionStore(site.productCode, { elderMode }, emptyStorage()));
  return renderToStaticMarkup(
    <AppProvider site={site}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProvider>,
  );
}
