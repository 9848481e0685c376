import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@/components/toast/toaster';
import { createQueryClient } from '@/lib/react-query';
import { testUser } from '@/test/fixtures';

/* Shared by the settings test files. */

export const signedInUser = testUser({
  USER_NICKNAME: '老张',
  REG_TIME: '2025-01-01T00:00:00.000Z',
  LOGIN_NAME: 'laozhang',
});

/** A query client of its own (the writes are mutations), the toasts and a router for /unbind. */
export function renderWithApp(ui: ReactNode) {
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { user };
}
