import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import type { SiteConfig } from '@portal/contract';
import { SiteConfigContext } from '@/features/site/api/get-site-config';
import { createSessionStore, initSession } from '@/lib/session-store';
import { lazyPage } from '../lazy-page';
import type { RouteHandle } from '../route-meta';
import { AppLayout } from './app-layout';
import { RouteError } from './route-error';

const site: SiteConfig = {
  countyName: '测试县',
  siteName: '测试县 12320 健康服务平台',
  productCode: 'test',
  hotline: '12320',
  address: '测试路 1 号',
  phones: [{ label: '健康热线', number: '12320' }],
  copyright: '© 测试',
  recordNumber: '测ICP备1号',
  techSupport: '技术支持：测试',
  qrCodes: [{ key: 'gov', caption: '政务服务', imageUrl: '/api/site/qr/gov.svg' }],
  govLoginUrl: '/gov-sso/',
};

const meta = (title: string): RouteHandle => ({ meta: { title } });

function renderAt(path: string, children: RouteObject[], gov = false) {
  initSession(createSessionStore('test', { gov }));
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AppLayout />,
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>正在加载…</p>,
        children,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SiteConfigContext.Provider value={site}>
      <RouterProvider router={router} />
    </SiteConfigContext.Provider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('app layout', () => {
  it('sets the document title from route meta and the site name', async () => {
    renderAt('/a', [{ path: 'a', handle: meta('甲页'), element: <h1>甲</h1> }]);
    await screen.findByRole('heading', { name: '甲' });
    expect(document.title).toBe('甲页 - 测试县 12320 健康服务平台');
  });

  it('logs a route that fails to load and shows a way onwards instead of crashing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken', [
      {
        path: 'broken',
        handle: meta('坏页'),
        lazy: lazyPage(() => Promise.reject(new Error('chunk gone'))),
      },
    ]);
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(logged.mock.calls.some((c) => c[0] === 'route load failed')).toBe(true);
    expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
  });

  it('shows the footer and the full menu in standard mode', async () => {
    renderAt('/a', [{ path: 'a', handle: meta('甲页'), element: <h1>甲</h1> }]);
    await screen.findByRole('heading', { name: '甲' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('测试路 1 号');
    expect(screen.getByRole('link', { name: '便民查询' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
  });

  it('reduces the menu and hides the footer in government mode', async () => {
    renderAt('/a', [{ path: 'a', handle: meta('甲页'), element: <h1>甲</h1> }], true);
    await screen.findByRole('heading', { name: '甲' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: '便民查询' })).toBeNull();
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
    expect(screen.getByRole('link', { name: '个人中心' })).toBeInTheDocument();
  });

  it('highlights the activeMenu entry on a route that sets one', async () => {
    renderAt('/doctor', [
      {
        path: 'doctor',
        handle: { meta: { title: '医生', activeMenu: '/hospital/list' } },
        element: <h1>医生</h1>,
      },
    ]);
    await screen.findByRole('heading', { name: '医生' });
    expect(screen.getByRole('link', { name: '医院介绍' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '预约挂号' })).not.toHaveAttribute('aria-current');
  });
});
