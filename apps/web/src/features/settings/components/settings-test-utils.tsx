import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { antdBaseConfig } from '@/config/antd';
import { testUser } from '@/test/fixtures';
import { Toaster } from '@/components/toast/toaster';

/* Shared by the settings test files. */

export const signedInUser = testUser({
  USER_NICKNAME: '老张',
  REG_TIME: '2025-01-01T00:00:00.000Z',
  LOGIN_NAME: 'laozhang',
});

/** Locale, App (message) and a router for the /unbind link. */
export function renderWithApp(ui: ReactNode) {
  const user = userEvent.setup({ delay: null });
  render(
    <ConfigProvider {...antdBaseConfig}>
      <App>
        <Toaster />
        <MemoryRouter>{ui}</MemoryRouter>
      </App>
    </ConfigProvider>,
  );
  return { user };
}
