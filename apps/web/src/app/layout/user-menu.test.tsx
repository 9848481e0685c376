import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { UserInfo } from '@portal/contract';
import { SiteConfigContext } from '@/lib/site-config';
import { logout } from '@/lib/auth';
import { createSessionStore, initSession, sessionStore } from '@/lib/session-store';
import { NoopResizeObserver, testSite, testUser } from '@/test/fixtures';
import { UserMenu } from './user-menu';

vi.mock('@/lib/auth', () => ({ logout: vi.fn() }));

function renderMenu(user: UserInfo = testUser()) {
  initSession(createSessionStore(testSite.productCode, { token: 'old-token', userInfo: user }));
  const router = createMemoryRouter(
    [
      { path: '/home', element: <UserMenu user={user} /> },
      { path: '/login', element: <h1>登录页</h1> },
      { path: '/helpcenter', element: <h1>帮助中心页</h1> },
      { path: '/account', element: <h1>个人中心页</h1> },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <SiteConfigContext.Provider value={testSite}>
      <RouterProvider router={router} />
    </SiteConfigContext.Provider>,
  );
  return router;
}

async function openMenu() {
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: /^用户菜单：/ });
  trigger.focus();
  await user.keyboard('{Enter}');
  return user;
}

beforeEach(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('user menu', () => {
  it('names the trigger button after the nickname', () => {
    renderMenu(testUser({ USER_NICKNAME: '张三' }));
    const trigger = screen.getByRole('button', { name: '用户菜单：张三' });
    expect(trigger).toHaveTextContent('张三');
  });

  it('falls back to the masked user number without a nickname', () => {
    renderMenu(testUser({ USER_NICKNAME: null, USER_NO: '139****5678' }));
    expect(screen.getByRole('button', { name: '用户菜单：139****5678' })).toHaveTextContent(
      '139****5678',
    );
  });

  it('opens by keyboard and goes to the help centre', async () => {
    const router = renderMenu();
    expect(screen.getByRole('button', { name: /^用户菜单：/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const user = await openMenu();
    expect(await screen.findByRole('menuitem', { name: '我的主页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^用户菜单：/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: '帮助中心' }));
    expect(await screen.findByRole('heading', { name: '帮助中心页' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/helpcenter');
  });

  it('moves focus into the menu on open and closes on Escape', async () => {
    renderMenu();
    const user = await openMenu();
    const first = await screen.findByRole('menuitem', { name: '我的主页' });
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '帮助中心' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await user.keyboard('{Escape}');
    const trigger = screen.getByRole('button', { name: /^用户菜单：/ });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(trigger).toHaveFocus();
  });

  it('goes to the personal centre from 我的主页', async () => {
    const router = renderMenu();
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: '我的主页' }));
    await screen.findByRole('heading', { name: '个人中心页' });
    expect(router.state.location.pathname).toBe('/account');
  });

  it('signs out after confirmation: session and local entries cleared, server told, /login', async () => {
    vi.mocked(logout).mockResolvedValue({ ok: true });
    localStorage.setItem('TEST_draft', '1');
    localStorage.setItem('TEST_history', '2');
    localStorage.setItem('OTHER_keep', '3');
    const router = renderMenu();
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('退出登录');
    expect(dialog).toHaveTextContent('确定要退出登录吗？');
    await user.click(screen.getByRole('button', { name: '退出' }));

    expect(await screen.findByRole('heading', { name: '登录页' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const state = sessionStore().getState();
    expect(state.token).toBe('');
    expect(state.userInfo).toBeNull();
    expect(state.SSO).toBeNull();
    expect(localStorage.getItem('TEST_draft')).toBeNull();
    expect(localStorage.getItem('TEST_history')).toBeNull();
    expect(localStorage.getItem('OTHER_keep')).toBe('3');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledWith('old-token');
  });

  it('still signs out locally when the logout call fails', async () => {
    vi.mocked(logout).mockRejectedValue(new Error('Network Error'));
    renderMenu();
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await user.click(await screen.findByRole('button', { name: '退出' }));
    expect(await screen.findByRole('heading', { name: '登录页' })).toBeInTheDocument();
    expect(sessionStore().getState().token).toBe('');
  });

  it('keeps the session when the confirmation is cancelled', async () => {
    localStorage.setItem('TEST_draft', '1');
    const router = renderMenu();
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await user.click(await screen.findByRole('button', { name: '取消' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/home');
    expect(sessionStore().getState().token).toBe('old-token');
    expect(sessionStore().getState().userInfo).not.toBeNull();
    expect(localStorage.getItem('TEST_draft')).toBe('1');
    expect(logout).not.toHaveBeenCalled();
  });
});
