import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { SiteConfigContext } from '@/lib/site-config';
import { usePageTitle } from '@/lib/page-title';
import { createSessionStore, initSession, type SessionState } from '@/lib/session-store';
import { NoopResizeObserver, testSite, testUser } from '@/test/fixtures';
import { page } from '../lazy-page';
import type { RouteHandle } from '../route-meta';
import { AppLayout } from './app-layout';
import { RouteError } from './route-error';

const meta = (title: string): RouteHandle => ({ meta: { title } });

/** A page about one item, as the article and condition pages are. */
function ItemPage({ name }: { name: string }) {
  usePageTitle(name);
  return (
    <>
      <h1>{name}</h1>
      <Link to="/b">下一页</Link>
    </>
  );
}

function renderAt(
  path: string,
  children: RouteObject[],
  gov = false,
  session: Partial<SessionState> = {},
) {
  initSession(createSessionStore('test', { gov, ...session }));
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
    <SiteConfigContext.Provider value={testSite}>
      <RouterProvider router={router} />
    </SiteConfigContext.Provider>,
  );
}

beforeEach(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('app layout', () => {
  it('sets the document title from route meta and the site name', async () => {
    renderAt('/a', [{ path: 'a', handle: meta('甲页'), element: <h1>甲</h1> }]);
    await screen.findByRole('heading', { name: '甲' });
    expect(document.title).toBe('甲页 - 测试县 12320 健康服务平台');
  });

  it("names the tab after the item a page shows, and the next route's title once it leaves", async () => {
    renderAt('/a', [
      { path: 'a', handle: meta('健康知识'), element: <ItemPage name="流感疫苗怎么打" /> },
      { path: 'b', handle: meta('乙页'), element: <h1>乙</h1> },
    ]);
    await screen.findByRole('heading', { name: '流感疫苗怎么打' });
    expect(document.title).toBe('流感疫苗怎么打 - 测试县 12320 健康服务平台');
    fireEvent.click(screen.getByRole('link', { name: '下一页' }));
    await screen.findByRole('heading', { name: '乙' });
    expect(document.title).toBe('乙页 - 测试县 12320 健康服务平台');
  });

  it('logs a route that fails to load and shows a way onwards instead of crashing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken', [
      {
        path: 'broken',
        handle: meta('坏页'),
        lazy: page(() => Promise.reject(new Error('chunk gone'))),
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

  it('replaces the sign-in links by the user menu when signed in', async () => {
    renderAt('/a', [{ path: 'a', handle: meta('甲页'), element: <h1>甲</h1> }], false, {
      token: 't',
      userInfo: testUser({ USER_NICKNAME: '李四' }),
    });
    await screen.findByRole('heading', { name: '甲' });
    // The user menu's code loads only for signed-in people.
    expect(await screen.findByRole('button', { name: '用户菜单：李四' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
    expect(screen.queryByRole('link', { name: '注册' })).toBeNull();
    expect(screen.getByRole('link', { name: '便民查询' })).toBeInTheDocument();
  });

  it('shows only the avatar menu and 个人中心 when signed in in government mode', async () => {
    renderAt('/a', [{ path: 'a', handle: meta('甲页'), element: <h1>甲</h1> }], true, {
      token: 't',
      userInfo: testUser({ USER_NICKNAME: null, USER_NO: '139****5678' }),
    });
    await screen.findByRole('heading', { name: '甲' });
    expect(
      await screen.findByRole('button', { name: '用户菜单：139****5678' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)).toEqual(['个人中心']);
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
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
