import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { SiteConfig } from '@portal/contract';
import { SiteConfigContext } from '@/lib/site-config';
import { createSessionStore, initSession } from '@/lib/session-store';
import { StandaloneLayout } from './standalone-layout';

const site = { siteName: '测试县 12320 健康服务平台' } as SiteConfig;

function renderLogin() {
  const store = createSessionStore('test');
  initSession(store);
  const router = createMemoryRouter(
    [
      {
        element: <StandaloneLayout />,
        children: [
          { path: 'login', handle: { meta: { title: '登录' } }, element: <h1>登录</h1> },
          { path: 'home', element: <h1>首页</h1> },
        ],
      },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <SiteConfigContext.Provider value={site}>
      <RouterProvider router={router} />
    </SiteConfigContext.Provider>,
  );
  return { store, router };
}

describe('StandaloneLayout', () => {
  it('frames the page with a skip link, the site name, the elder toggle and no footer', async () => {
    renderLogin();
    await screen.findByRole('heading', { name: '登录' });
    expect(document.title).toBe('登录 - 测试县 12320 健康服务平台');
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: '测试县 12320 健康服务平台' }),
    );
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  });

  it('switches elder mode from its header and leads home by the site name', async () => {
    const user = userEvent.setup();
    const { store, router } = renderLogin();
    await user.click(await screen.findByRole('button', { name: '长辈版' }));
    expect(store.getState().elderMode).toBe(true);
    expect(document.body).toHaveClass('elderMode');
    await user.click(screen.getByRole('link', { name: '测试县 12320 健康服务平台' }));
    expect(router.state.location.pathname).toBe('/home');
  });
});
