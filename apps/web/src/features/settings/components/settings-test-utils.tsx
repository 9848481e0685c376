import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { UserInfo } from '@portal/contract';

/* Shared by the settings test files. */

export const signedInUser: UserInfo = {
  ID: 'u-1',
  USER_NO: '138****0000',
  USER_NAME: null,
  USER_NICKNAME: '老张',
  HEAD_PHOTO: null,
  SEX: null,
  AGE: null,
  ID_NO: null,
  ID_TYPE: null,
  USER_SCORE: 0,
  USER_STATUS: 0,
  REG_TIME: '2025-01-01T00:00:00.000Z',
  PLAT_FROM: 'web',
  LOGIN_NAME: 'laozhang',
  PHONE: '138****0000',
  DEVICE_BOUND: false,
  CLIENTID: null,
  JKY_OPENID: null,
  JKY_UID: null,
  PHONETYPE: null,
  SPTMP_LIMIT_ROWNUM: null,
  WX_ID: null,
};

/** Locale, App (message) and a router for the /unbind link. */
export function renderWithApp(ui: ReactNode) {
  const user = userEvent.setup({ delay: null });
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <MemoryRouter>{ui}</MemoryRouter>
      </App>
    </ConfigProvider>,
  );
  return { user };
}
