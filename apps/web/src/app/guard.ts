import {
  matchRoutes,
  redirect,
  replace,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { WEB_BASE, type ActionName, type WebActionResult } from '@portal/contract';
import { isOfflinePath } from '@/config/offline';
import { ApiError } from '@/lib/api-client';
import { checkWebAction, exchangeTicket, refreshUserInfo } from '@/lib/auth';
import { isNetworkFailure } from '@/lib/network';
import { hasOfflineState } from '@/lib/offline/marker';
import { setServerUnreachable } from '@/lib/offline/reachability';
import type * as OfflineSyncModule from '@/lib/offline/sync';
import { sessionStore } from '@/lib/session-store';
import { isRouteHandle } from './route-meta';

export interface GuardOptions {
  /** The government portal's sign-in page (site settings). */
  govLoginUrl: string;
  /** The router's basename; route paths and `?redirect=` values are without it. */
  basename?: string;
}

/** What a guard run hands to the page: the message of a single-sign-on ticket that failed. */
export interface GuardData {
  notice: string | null;
}

/** The action of the deepest matched route that names one (a container's applies to its pages). */
function actionFor(table: RouteObject[], pathname: string): ActionName | undefined {
  const matches = matchRoutes(table, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle;
    if (isRouteHandle(handle) && handle.meta.action) return handle.meta.action;
  }
  return undefined;
}

function withoutBase(pathname: string, basename: string): string {
  if (!basename || basename === '/') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

async function exchange(ticketId: string): Promise<{ signedIn: boolean; notice: string | null }> {
  try {
    const answer = await exchangeTicket(ticketId);
    // `code: 0` is the answer that carries `data`; any other code carries a message.
    if (!('data' in answer)) return { signedIn: false, notice: answer.message };
    const store = sessionStore().getState();
    store.set('token', answer.data.userid);
    store.set('SSO', answer.data);
    store.set('gov', true);
    // A failed fetch keeps the new session; the next app start fetches the user again.
    await refreshUserInfo().catch(() => false);
    return { signedIn: true, notice: null };
  } catch (error) {
    // Network failures and 5xx were already notified by the HTTP client; go on signed out.
    return { signedIn: false, notice: error instanceof ApiError ? error.message : null };
  }
}

type OfflineSync = typeof OfflineSyncModule;

/**
 * The offline data's upkeep (issue 30) loads on its own and only on a device that holds offline
 * state, so the home page's script stays as it was elsewhere; the offline pages import it.
 */
function offline(work: (sync: OfflineSync) => unknown): void {
  if (!hasOfflineState()) return;
  void import('@/lib/offline/sync').then(work).catch(() => undefined);
}

/** App start: a held token is only trusted once get_user confirms it (spec section 4). */
async function sessionIsLive(): Promise<boolean> {
  const user = await refreshUserInfo().catch(() => false as const);
  if (user === false) sessionStore().getState().clearAuth();
  // An online visit with a known session keeps the device's offline data current (issue 30).
  else offline((sync) => sync.syncOffline(user));
  return user !== false;
}

/**
 * The route guard of spec section 4 as the root route's loader. A loader rather than middleware:
 * it needs no future flag, keeps `navigation.state` non-idle (so the progress bar runs) while it
 * awaits the server, can redirect, and a throw lands in the route's errorElement. The root route
 * sets `shouldRevalidate: () => true` so it runs on every navigation, the first one included.
 */
export function createGuard(table: RouteObject[], options: GuardOptions) {
  const basename = options.basename ?? WEB_BASE.replace(/\/$/, '');
  let started = false;
  // Until the first page commits, redirects replace the entry the browser opened with, so the
  // back button never returns to a ticket URL or a page the guard turned away.
  let landed = false;

  return async function guard({ request }: LoaderFunctionArgs): Promise<GuardData | Response> {
    const url = new URL(request.url);
    const pathname = withoutBase(url.pathname, basename);
    if (!started) offline((sync) => sync.startOffline());
    // With no network, 我的预约 and 电子健康卡 open on what this device saved (or say nothing
    // is saved) even without a session: a fresh launch offline has none in the new tab. Not
    // counted as the first run, so the first online navigation still checks the session.
    if (!navigator.onLine && isOfflinePath(pathname)) {
      landed = true;
      return { notice: null };
    }
    const firstRun = !started;
    started = true;
    const go = (to: string) => (landed ? redirect(to) : replace(to));
    let notice: string | null = null;

    const ticketId = url.searchParams.get('ticketId');
    if (ticketId && !sessionStore().getState().token) {
      const result = await exchange(ticketId);
      if (result.signedIn) {
        url.searchParams.delete('ticketId');
        return go(pathname + url.search);
      }
      notice = result.notice;
    } else if (firstRun && sessionStore().getState().token && pathname !== '/login') {
      // An offline page goes on to its own check: unanswered, it shows what the device saved.
      const live = await sessionIsLive();
      if (!live && pathname !== '/home' && !isOfflinePath(pathname)) return go('/home');
    }

    const wanted = pathname + url.search;
    const action = actionFor(table, pathname);
    // A failing check throws on purpose: RouteError shows instead of the protected page; on the
    // offline pages an unanswered one shows what the device saved instead.
    let outcome: WebActionResult = 0;
    try {
      outcome = action ? await checkWebAction(action) : 0;
      setServerUnreachable(false);
    } catch (error) {
      if (!isOfflinePath(pathname) || !isNetworkFailure(error)) throw error;
      setServerUnreachable(true);
      landed = true;
      return { notice };
    }
    if (outcome === 1) {
      if (sessionStore().getState().gov) {
        window.location.assign(
          `${options.govLoginUrl}?redirect=${encodeURIComponent(basename + wanted)}`,
        );
        // Keeps the navigation pending (and the page unrendered) until the browser leaves.
        return new Promise<never>(() => {});
      }
      return go(`/login?redirect=${encodeURIComponent(wanted)}`);
    }
    // Verified, the person goes on to the page they wanted (the verification page follows it).
    if (outcome === 2) return go(`/account/authentication?redirect=${encodeURIComponent(wanted)}`);
    landed = true;
    return { notice };
  };
}
