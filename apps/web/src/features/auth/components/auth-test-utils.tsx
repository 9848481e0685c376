import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/react-query';
import { createSessionStore, initSession } from '@/lib/session-store';
import { testSite, testUser as fixtureUser } from '@/test/fixtures';
import { Toaster } from '@/components/toast/toaster';

/* Shared by the account page tests: the real providers around one page in a memory router. */

/** Whole forms in jsdom are slow on a busy machine; these tests wait on behaviour, not time. */
export const PAGE_TEST_TIMEOUT_MS = 30_000;

export const testUser = fixtureUser({
  USER_NO: '138****0001',
  USER_NICKNAME: null,
  REG_TIME: '2026-01-01T00:00:00.000Z',
  LOGIN_NAME: 'zhangsan',
  PHONE: '138****0001',
});

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
      <Toaster />
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
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
