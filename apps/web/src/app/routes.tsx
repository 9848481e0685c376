import { Navigate, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import type { RouteHandle } from './route-meta';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';

type PageModule = { default: ComponentType };

/**
 * Route load failures (a chunk that no longer exists after a deploy, a dropped connection) are
 * logged, as the spec says, and surface in RouteError rather than as a crash.
 */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => {
    try {
      const mod = await load();
      return { Component: mod.default };
    } catch (error) {
      console.error('route load failed', error);
      throw error;
    }
  };
}

const meta = (m: RouteHandle['meta']): RouteHandle => ({ meta: m });

/**
 * The one route table: path, lazy page and meta. Later features add their routes here
 * (standalone pages beside the layout, layout pages among its children).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      {
        path: 'home',
        handle: meta({ title: '首页', action: 'index' }),
        lazy: page(() => import('./routes/home')),
      },
      {
        path: '*',
        handle: meta({ title: '页面不存在' }),
        lazy: page(() => import('./routes/not-found')),
      },
    ],
  },
];
