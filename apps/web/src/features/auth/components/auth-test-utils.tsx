import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { SiteConfig, UserInfo } from '@portal/contract';
import { AppProvider } from '@/app/provider';
import { createSessionStore, initSession } from '@/lib/session-store';

/* Shared by the account page tests: the real providers around one page in a memory router. */

/** Whole antd forms in jsdom are slow on a busy machine; these tests wait on behaviour, not time. */
export const PAGE_TEST_TIMEOUT_MS = 30_000;

export const testSite: SiteConfig = {
  countyName: '测试县',
  siteName: '测试县 12320 健康服务平台',
  productCode: 'test',
  hotline: '12320',
  address: '测试路 1 号',
  phones: [{ label: '健康热线', number: '12320' }],
  copyright: '© 测试',
  recordNumber: '测ICP备1号',
  techSupport: '技术支持：测试',
  qrCodes: [],
  govLoginUrl: '/gov-sso/',
};

export const testUser: UserInfo = {
  ID: 'u-1',
  USER_NO: '138****0001',
  USER_NAME: null,
  USER_NICKNAME: null,
  HEAD_PHOTO: null,
  SEX: null,
  AGE: null,
  ID_NO: null,
  ID_TYPE: null,
  USER_SCORE: 0,
  USER_STATUS: 0,
  REG_TIME: '2026-01-01T00:00:00.000Z',
  PLAT_FROM: 'web',
  LOGIN_NAME: 'zhangsan',
  PHONE: '138****0001',
  DEVICE_BOUND: false,
  CLIENTID: null,
  JKY_OPENID: null,
  JKY_UID: null,
  PHONETYPE: null,
  SPTMP_LIMIT_ROWNUM: null,
  WX_ID: null,
};

/** Renders `page` at `url` (whose path must be `path`); every other path is a blank stop. */
export function renderPage(page: ReactElement, path: string, url: string = path) {
  const store = createSessionStore('test');
  initSession(store);
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <p>其他页面</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProvider site={testSite}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const user = userEvent.setup({ delay: null });
  /** Pastes into the labelled input (sign-in fields allow paste): one change, not one per key. */
  const fill = async (label: string, text: string) => {
    await user.click(input(label));
    await user.paste(text);
  };
  return { user, fill, router, store };
}

/** The input labelled exactly `label`. */
export const input = (label: string) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
