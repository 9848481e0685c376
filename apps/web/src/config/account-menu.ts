import type { RouteObject } from 'react-router';
import { isRouteHandle } from '@/app/route-meta';

export const ACCOUNT_PATH = '/account';

/** One personal-centre page in the side menu. */
export interface AccountEntry {
  to: string;
  label: string;
}

function fullPath(base: string, path: string): string {
  return path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;
}

function findRoute(table: RouteObject[], path: string, base = ''): RouteObject | undefined {
  for (const route of table) {
    const full = route.path ? fullPath(base, route.path) : base;
    if (route.path && full === path) return route;
    const found = route.children && findRoute(route.children, path, full);
    if (found) return found;
  }
  return undefined;
}

/**
 * The personal-centre pages that exist, read from the route table's `/account` children in
 * table order (the spec's order), so a page's entry appears as soon as its route is added.
 */
export function accountEntries(table: RouteObject[]): AccountEntry[] {
  return accountPageEntries(findRoute(table, ACCOUNT_PATH)?.children ?? []);
}

/** The same from the `/account` children themselves (app/account-pages.tsx). */
export function accountPageEntries(children: RouteObject[]): AccountEntry[] {
  return children.flatMap((child) =>
    child.path && isRouteHandle(child.handle)
      ? [{ to: `${ACCOUNT_PATH}/${child.path}`, label: child.handle.meta.title }]
      : [],
  );
}

/** ACCOUNT_HOME: the first personal-centre page that exists (the spec's 我的主页). */
export function accountHome(table: RouteObject[]): string {
  return accountEntries(table)[0]?.to ?? '/home';
}
