import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { AxiosError } from 'axios';
import type { ActionName, WebActionResult } from '@portal/contract';
import { checkWebAction, exchangeTicket, refreshUserInfo } from '@/lib/auth';
import { serverUnreachable } from '@/lib/offline/reachability';
import {
  createSessionStore,
  initSession,
  sessionStore,
  type SessionState,
} from '@/lib/session-store';
import { Toaster } from '@/components/toast/toaster';
import { testUser } from '@/test/fixtures';
import type { RouteHandle } from './route-meta';
import { withGuard } from './router';

vi.mock('@/lib/auth', () => ({
  checkWebAction: vi.fn(),
  exchangeTicket: vi.fn(),
  refreshUserInfo: vi.fn(),
  logout: vi.fn(),
}));

const meta = (title: string, action?: ActionName): RouteHandle => ({ meta: { title, action } });
const page = (title: string, action?: ActionName): Partial<RouteObject> => ({
  handle: meta(title, action),
  element: <h1>{title}</h1>,
});

const table: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    children: [
      { path: 'home', ...page('首页', 'index') },
      { path: 'open', ...page('公开页') },
      {
        path: 'account',
        handle: meta('个人中心', 'container'),
        element: <Outlet />,
        children: [
          { path: 'settings', ...page('个人设置', 'user_info') },
          { path: 'register', ...page('我的预约', 'user_appoint') },
          { path: 'authentication', ...page('实名认证', 'user_identity') },
        ],
      },
    ],
  },
  { path: '/login', ...page('登录', 'login') },
];

const GOV_LOGIN = 'https://gov.example/sso/login';

/** Answers chk_webaction per action; anything not listed is allowed. */
function policy(answers: Partial<Record<ActionName, WebActionResult>>) {
  vi.mocked(checkWebAction).mockImplementation(async (action) => answers[action] ?? 0);
}

function start(path: string, session: Partial<SessionState> = {}) {
  initSession(createSessionStore('test', session));
  const router = createMemoryRouter(
    withGuard(table, { govLoginUrl: GOV_LOGIN, basename: '/12320' }),
    {
      initialEntries: [`/12320${path}`],
      basename: '/12320',
    },
  );
  render(
    <>
      <Toaster />
      <RouterProvider router={router} />
    </>,
  );
  return router;
}

beforeEach(() => {
  vi.mocked(refreshUserInfo).mockResolvedValue(testUser());
  policy({});
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('route guard: web-action check', () => {
  it('opens the page when the check answers 0', async () => {
    start('/account/settings', { token: 't' });
    expect(await screen.findByRole('heading', { name: '个人设置' })).toBeInTheDocument();
    // The deepest action is the one checked, once.
    expect(checkWebAction).toHaveBeenCalledTimes(1);
    expect(checkWebAction).toHaveBeenCalledWith('user_info');
  });

  it('sends a signed-out visitor to /login with the wanted path on 1', async () => {
    policy({ user_info: 1 });
    const router = start('/account/settings');
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/12320/login');
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Fsettings');
    expect(screen.queryByRole('heading', { name: '个人设置' })).toBeNull();
  });

  it('keeps the query string of the wanted page in the redirect', async () => {
    policy({ user_info: 1 });
    const router = start('/account/settings?tab=2');
    await screen.findByRole('heading', { name: '登录' });
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/account/settings?tab=2')}`,
    );
  });

  it('leaves for the government portal login on 1 in government mode', async () => {
    policy({ user_info: 1 });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    start('/account/settings', { gov: true });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(
      `${GOV_LOGIN}?redirect=${encodeURIComponent('/12320/account/settings')}`,
    );
    expect(screen.queryByRole('heading', { name: '个人设置' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '登录' })).toBeNull();
  });

  it('sends a signed-in but unverified user to identity verification on 2, and on after it', async () => {
    policy({ user_info: 2 });
    const router = start('/account/settings?tab=2', { token: 't' });
    expect(await screen.findByRole('heading', { name: '实名认证' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/12320/account/authentication');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/account/settings?tab=2')}`,
    );
  });

  it('lets routes without an action through without asking the server', async () => {
    start('/open');
    expect(await screen.findByRole('heading', { name: '公开页' })).toBeInTheDocument();
    expect(checkWebAction).not.toHaveBeenCalled();
  });

  it('opens 我的预约 with no network and no session, asking the server nothing; later checks again', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    policy({ user_appoint: 1 });
    const router = start('/account/register');
    expect(await screen.findByRole('heading', { name: '我的预约' })).toBeInTheDocument();
    expect(checkWebAction).not.toHaveBeenCalled();
    expect(refreshUserInfo).not.toHaveBeenCalled();
    // Online again, the page is checked as ever.
    onLine.mockReturnValue(true);
    await router.navigate('/account/register');
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(checkWebAction).toHaveBeenCalledWith('user_appoint');
  });

  it('opens 我的预约 when the browser says online but the check gets no answer; other pages say they need one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(checkWebAction).mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK'));
    const router = start('/account/register', { token: 't' });
    expect(await screen.findByRole('heading', { name: '我的预约' })).toBeInTheDocument();
    expect(serverUnreachable()).toBe(true);
    // Any other page says it needs a network (the route error's notice).
    await router.navigate('/account/settings');
    expect(await screen.findByRole('heading', { name: '当前没有网络' })).toBeInTheDocument();
    // Answered again: the flag the offline pages read is down.
    vi.mocked(checkWebAction).mockResolvedValue(0);
    await router.navigate('/account/register');
    expect(await screen.findByRole('heading', { name: '我的预约' })).toBeInTheDocument();
    expect(serverUnreachable()).toBe(false);
  });

  it('shows the route error instead of the page when the check itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(checkWebAction).mockRejectedValue(new Error('Network Error'));
    start('/account/settings', { token: 't' });
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '个人设置' })).toBeNull();
  });

  it('checks again on every later navigation', async () => {
    policy({ user_info: 1 });
    const router = start('/home');
    await screen.findByRole('heading', { name: '首页' });
    await router.navigate('/account/settings');
    await screen.findByRole('heading', { name: '登录' });
    expect(vi.mocked(checkWebAction).mock.calls.map((c) => c[0])).toEqual([
      'index',
      'user_info',
      'login',
    ]);
  });
});

describe('route guard: government single sign-on ticket', () => {
  const sso = {
    userid: 'sso-token',
    userno: '138****0000',
    zlbid: 'z1',
    zlbname: '张三',
    zlbfirst: true,
  };

  it('exchanges the ticket, stores the session and drops the ticket from the address', async () => {
    vi.mocked(exchangeTicket).mockResolvedValue({ code: 0, data: sso });
    const router = start('/account/settings?ticketId=abc&tab=2');
    expect(await screen.findByRole('heading', { name: '个人设置' })).toBeInTheDocument();
    expect(exchangeTicket).toHaveBeenCalledWith('abc');
    const state = sessionStore().getState();
    expect(state.token).toBe('sso-token');
    expect(state.SSO).toEqual(sso);
    expect(state.gov).toBe(true);
    expect(refreshUserInfo).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?tab=2');
    // Replaced, not pushed: the ticket URL is not left in history.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the answer and opens the page signed out when the ticket is refused', async () => {
    vi.mocked(exchangeTicket).mockResolvedValue({ code: 1, message: '票据已失效，请重新登录' });
    start('/open?ticketId=old');
    expect(await screen.findByRole('heading', { name: '公开页' })).toBeInTheDocument();
    expect(await screen.findByText('票据已失效，请重新登录')).toBeInTheDocument();
    expect(sessionStore().getState().token).toBe('');
    expect(sessionStore().getState().gov).toBe(false);
  });

  it('does not exchange a ticket when a token is already held', async () => {
    start('/open?ticketId=abc', { token: 'held' });
    await screen.findByRole('heading', { name: '公开页' });
    expect(exchangeTicket).not.toHaveBeenCalled();
    expect(sessionStore().getState().token).toBe('held');
  });
});

describe('route guard: app start', () => {
  it('clears a stale session and goes to /home', async () => {
    vi.mocked(refreshUserInfo).mockResolvedValue(false);
    const router = start('/account/settings', { token: 'stale', userInfo: testUser() });
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/12320/home');
    expect(sessionStore().getState().token).toBe('');
    expect(sessionStore().getState().userInfo).toBeNull();
  });

  it('treats a failing user-info call as a stale session', async () => {
    vi.mocked(refreshUserInfo).mockRejectedValue(new Error('Network Error'));
    const router = start('/open', { token: 'stale' });
    await screen.findByRole('heading', { name: '首页' });
    expect(router.state.location.pathname).toBe('/12320/home');
    expect(sessionStore().getState().token).toBe('');
  });

  it('fetches the user once, on the first navigation only', async () => {
    const router = start('/open', { token: 'live' });
    await screen.findByRole('heading', { name: '公开页' });
    await router.navigate('/home');
    await screen.findByRole('heading', { name: '首页' });
    expect(refreshUserInfo).toHaveBeenCalledTimes(1);
    expect(sessionStore().getState().token).toBe('live');
  });

  it('does not fetch the user on /login', async () => {
    start('/login', { token: 'whatever' });
    await screen.findByRole('heading', { name: '登录' });
    expect(refreshUserInfo).not.toHaveBeenCalled();
  });

  it('opens public deep links as they are when no token is held', async () => {
    const router = start('/open');
    await screen.findByRole('heading', { name: '公开页' });
    expect(refreshUserInfo).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/12320/open');
  });
});
