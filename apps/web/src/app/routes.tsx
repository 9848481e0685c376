import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from './route-meta';
import { lazyPage as page } from './lazy-page';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';

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
    // Shown while the first page's code loads; same text as index.html's splash.
    hydrateFallbackElement: (
      <div className="boot-splash" role="status">
        正在加载…
      </div>
    ),
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
