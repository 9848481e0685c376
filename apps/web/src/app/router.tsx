import { createBrowserRouter, type RouteObject } from 'react-router';
import { WEB_BASE } from '@portal/contract';
import { routes } from './routes';

export function createAppRouter(table: RouteObject[] = routes) {
  return createBrowserRouter(table, { basename: WEB_BASE.replace(/\/$/, '') });
}
