import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsultPage } from '@portal/contract';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { MyConsultList } from './my-consult-list';

const page: ConsultPage = {
  list: [
    {
      id: 'c1',
      status: 'answered',
      title: '胸口闷了三天怎么办',
      department: '心血管内科',
      doctor: '李医生',
      unread: 2,
      patientLabel: '本人',
      updatedAt: '2026-11-27T02:00:00.000Z',
    },
  ],
  total: 1,
  pageNo: 1,
  pageSize: 10,
  unreadByStatus: { answered: 2 },
};

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(api, 'get').mockResolvedValue(page);
});

describe('MyConsultList', () => {
  it('says the unread count in words beside the dot, on the tabs and on the item', async () => {
    render(
      <MemoryRouter>
        <QueryClientProvider client={createQueryClient()}>
          <MyConsultList />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('tab', { name: '已回复（2 条未读回复）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部（2 条未读回复）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '待回复' })).toBeInTheDocument();
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('胸口闷了三天怎么办2（2 条未读回复）');
  });
});
