import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/app/route-meta';
import { accountEntries, accountHome } from '@/config/account-menu';
import { createSessionStore, initSession } from '@/lib/session-store';
import { testUser } from '@/test/fixtures';
import { AccountLayout } from './account-layout';

const meta = (title: string): RouteHandle => ({ meta: { title } });

/** A table shaped like the app's: standalone pages beside the layout, the centre inside it. */
function tableWith(children: RouteObject[]): RouteObject[] {
  return [
    { element: <Outlet />, children: [{ path: 'login', handle: meta('登录') }] },
    {
      path: '/',
      element: <Outlet />,
      children: [
        { path: 'home', handle: meta('首页') },
        { path: 'account', handle: meta('个人中心'), children },
      ],
    },
  ];
}

const twoPages = tableWith([
  { index: true },
  { path: 'authentication', handle: meta('实名认证'), element: <h1>实名认证页</h1> },
  { path: 'settings', handle: meta('个人设置'), element: <h1>个人设置页</h1> },
]);

function renderCentre(path: string, userStatus: 0 | 1 = 0) {
  initSession(createSessionStore('test', { userInfo: testUser({ USER_STATUS: userStatus }) }));
  const router = createMemoryRouter(
    [
      {
        path: '/account',
        element: <AccountLayout entries={accountEntries(twoPages)} />,
        children: [
          { path: 'authentication', element: <h1>实名认证页</h1> },
          { path: 'settings', element: <h1>个人设置页</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('personal-centre menu from the route table', () => {
  it('lists only the children that exist, in table order', () => {
    expect(accountEntries(twoPages)).toEqual([
      { to: '/account/authentication', label: '实名认证' },
      { to: '/account/settings', label: '个人设置' },
    ]);
  });

  it('takes the first existing child as the centre home', () => {
    expect(accountHome(twoPages)).toBe('/account/authentication');
    const withRegister = tableWith([
      { index: true },
      { path: 'register', handle: meta('我的预约') },
      { path: 'authentication', handle: meta('实名认证') },
    ]);
    expect(accountHome(withRegister)).toBe('/account/register');
  });

  it('falls back to /home while no personal-centre page exists', () => {
    expect(accountEntries(tableWith([{ index: true }]))).toEqual([]);
    expect(accountHome(tableWith([{ index: true }]))).toBe('/home');
  });
});

describe('account layout', () => {
  it('shows the side menu of existing pages with the current one marked', async () => {
    renderCentre('/account/settings');
    expect(await screen.findByRole('heading', { name: '个人设置页' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '个人中心' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['实名认证', '个人设置']);
    expect(within(nav).getByRole('link', { name: '个人设置' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: '实名认证' })).not.toHaveAttribute('aria-current');
  });

  it('shows who is signed in and says in words that identity is not verified', async () => {
    renderCentre('/account/settings', 0);
    await screen.findByRole('heading', { name: '个人设置页' });
    expect(screen.getByText('张三')).toBeInTheDocument();
    expect(screen.getByText('未实名')).toBeInTheDocument();
    expect(screen.queryByText('已实名')).toBeNull();
  });

  it('says 已实名 for a verified user', async () => {
    renderCentre('/account/authentication', 1);
    await screen.findByRole('heading', { name: '实名认证页' });
    expect(screen.getByText('已实名')).toBeInTheDocument();
    expect(screen.queryByText('未实名')).toBeNull();
  });
});
