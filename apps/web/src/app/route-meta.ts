import type { ActionName } from '@portal/contract';

/** Route meta (spec section 2): carried in each route's `handle`. */
export interface RouteMeta {
  title: string;
  /** Permission action checked by the guard; routes without one always proceed. */
  action?: ActionName;
  /** Top-menu entry highlighted on this route when it is not the route's own path. */
  activeMenu?: string;
}

export interface RouteHandle {
  meta: RouteMeta;
}

/** A route's handle from its meta, as the route tables write it. */
export const meta = (m: RouteMeta): RouteHandle => ({ meta: m });

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}
