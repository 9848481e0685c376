import { useEffect, useRef } from 'react';
import {
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  useLoaderData,
  type RouteObject,
} from 'react-router';
import { WEB_BASE } from '@portal/contract';
import { notifyError } from '@/lib/feedback';
import { PromptHost } from '@/components/prompt-dialog/prompt-host';
import { createGuard, type GuardData, type GuardOptions } from './guard';
import { RouteError } from './layout/route-error';
import { routes } from './routes';

/** Shows a failed single-sign-on ticket's message once; the page itself opens signed out. */
function GuardedOutlet() {
  const data = useLoaderData<GuardData>();
  const shown = useRef<GuardData | null>(null);
  useEffect(() => {
    if (!data?.notice || shown.current === data) return;
    shown.current = data;
    notifyError(data.notice);
  }, [data]);
  // The host for prompt() (its dialog loads with the first prompt) sits beside every page.
  return (
    <>
      {/* A page opened from a link starts at its top, not where the last one was left; Back
          returns to where the reader was. Filters that rewrite the query keep the position
          (preventScrollReset where they navigate). */}
      <ScrollRestoration />
      <PromptHost />
      <Outlet />
    </>
  );
}

/**
 * Wraps the whole table (layout and standalone pages alike) in one pathless root route whose
 * loader is the guard, so every navigation passes it.
 */
export function withGuard(table: RouteObject[], options: GuardOptions): RouteObject[] {
  return guardedTable(table, createGuard(table, options));
}

/**
 * The route tree under the guard's root route. The server renders the same tree without the
 * guard's loader (public pages need no session): the browser hydrates that markup, so the
 * routes' elements must sit at the same depth on both sides.
 */
export function guardedTable(table: RouteObject[], loader?: RouteObject['loader']): RouteObject[] {
  return [
    {
      id: 'guard',
      loader,
      shouldRevalidate: () => true,
      element: <GuardedOutlet />,
      errorElement: <RouteError />,
      // No fallback: main.tsx renders once the first guard run and the first page's code are
      // done, and until then the container shows what index.html brought.
      children: table,
    },
  ];
}

export function createAppRouter(options: Omit<GuardOptions, 'basename'>, table = routes) {
  const basename = WEB_BASE.replace(/\/$/, '');
  return createBrowserRouter(withGuard(table, { ...options, basename }), { basename });
}
