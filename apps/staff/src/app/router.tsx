import { staffMay } from '@portal/contract';
import { Result, Spin } from 'antd';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '@/lib/auth';
import { ConsoleLayout } from './layout';
import { CONSOLE_ROUTES } from './routes';

/** Signed-in pages: anyone without a session goes to the sign-in page and comes back after. */
function RequireStaff() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <Spin fullscreen tip="正在加载…" />;
  if (!me.data) {
    const back = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/sign-in?redirect=${back}`} replace />;
  }
  return (
    <ConsoleLayout me={me.data}>
      <Outlet />
    </ConsoleLayout>
  );
}

function Forbidden() {
  return <Result status="403" title="无权访问" subTitle="您的角色不能使用这个页面。" />;
}

function NotFound() {
  return <Result status="404" title="页面不存在" subTitle="请从左侧菜单进入。" />;
}

/** A page the role may not use says so, rather than loading and failing on every request. */
function guarded(route: (typeof CONSOLE_ROUTES)[number]) {
  return async () => {
    const { default: Page } = await route.page();
    function Guarded() {
      const me = useMe();
      return me.data && staffMay(me.data.staff.role, route.permission) ? <Page /> : <Forbidden />;
    }
    return { Component: Guarded };
  };
}

export function createConsoleRouter() {
  return createBrowserRouter(
    [
      {
        path: '/sign-in',
        lazy: async () => ({ Component: (await import('@/features/auth/sign-in-page')).default }),
      },
      {
        path: '/enrol',
        lazy: async () => ({ Component: (await import('@/features/auth/enrol-page')).default }),
      },
      {
        element: <RequireStaff />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./home-page')).default }) },
          ...CONSOLE_ROUTES.map((route) => ({ path: route.path, lazy: guarded(route) })),
          { path: '*', Component: NotFound },
        ],
      },
    ],
    { basename: '/staff' },
  );
}
