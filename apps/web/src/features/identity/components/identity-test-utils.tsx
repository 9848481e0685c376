import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router';
import type { FamilyMember, IdentityInfo } from '@portal/contract';
import { PromptHost } from '@/components/prompt-dialog';
import { Toaster } from '@/components/toast/toaster';
import { createQueryClient } from '@/lib/react-query';

/* Shared by the identity test files. */

export type User = ReturnType<typeof userEvent.setup>;

/** A valid mainland ID number: male, born 1990-03-07. */
export const VALID_ID = '330102199003071230';

export const verifiedIdentity: IdentityInfo = {
  name: '张三',
  type: '01',
  idNo: '330***********1230',
  phone: '138****0000',
  cardNo: null,
  sex: '男',
  birthday: '1990-03-07',
  verifiedAt: '2025-01-02T03:04:05.000Z',
};

export function member(id: string, name: string, extra: Partial<FamilyMember> = {}): FamilyMember {
  return {
    id,
    relation: '子女',
    name,
    type: '01',
    idNo: '330***********0029',
    phone: '139****1111',
    cardNo: null,
    sex: '女',
    birthday: '2015-06-15',
    age: 9,
    recordAccess: 'none',
    ...extra,
  };
}

/**
 * The app's providers as far as these pages need them: toasts, the prompt host, a query cache of
 * its own so no test sees another's answers, and a router with `ui` at /account/authentication
 * (opened as `entry`, which may carry a query and history state); other paths are blank stops.
 */
export function renderWithApp(ui: ReactNode, entry: InitialEntry = '/account/authentication') {
  const user = userEvent.setup({ delay: null });
  const router = createMemoryRouter(
    [
      { path: '/account/authentication', element: ui },
      { path: '*', element: null },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <PromptHost />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, router };
}

/** Pasting is one event where typing is one per character; the machine is shared and slow. */
export async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.paste(text);
}

/** Picks the option with that label in the select with that label. */
export async function choose(user: User, label: string, option: string) {
  await user.selectOptions(screen.getByLabelText(label, { selector: 'select' }), option);
}
