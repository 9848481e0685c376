import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
} from 'react-router';
import { WEB_BASE, type SiteConfig } from '@portal/contract';
import { AppProvider } from '../provider';
import { guardedTable } from '../router';
import { routes } from '../routes';

const basename = WEB_BASE.replace(/\/$/, '');
/** One static handler for every server render (home and the public pages): one route table. */
const handler = createStaticHandler(guardedTable(routes), { basename });

/** The route table's answer for `path` (under /12320/, without it): its matches, loaded. */
export async function routeContext(path: string): Promise<StaticHandlerContext> {
  const context = await handler.query(new Request(`http://localhost${WEB_BASE}${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  return context;
}

/**
 * The markup of #root for a route, as the browser's first render draws it and then hydrates
 * (main.tsx): the same provider and route tree, rendered synchronously, so whatever the caller
 * set up just before (the session, the query cache) is what this render reads and no other
 * request's. renderToString, not renderToStaticMarkup: hydration needs its text separators.
 */
export function routeMarkup(site: SiteConfig, context: StaticHandlerContext): string {
  return renderToString(
    <StrictMode>
      <AppProvider site={site}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProvider>
    </StrictMode>,
  );
}
