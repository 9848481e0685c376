import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type EvaluationItem, type EvaluationPage } from '@portal/contract';
import { Toaster } from '@/components/toast/toaster';
import { ApiError, api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { createSessionStore, initSession } from '@/lib/session-store';
import { EvaluationList } from './evaluation-list';

vi.setConfig({ testTimeout: 30_000 });

const item: EvaluationItem = {
  id: 'e1',
  scores: { skill: 4, attitude: 5, environment: 3, waiting: 2 },
  overall: 'very_satisfied',
  text: '医生问得很仔细',
  author: '王*英',
  visitMonth: '2026-10',
  hospitalId: 'h1',
  hospitalName: '青禾县人民医院',
  departmentId: 'd1',
  departmentName: '妇科',
  doctorId: 'doc1',
  doctorName: '宋丽娟',
  createdAt: '2026-10-20T02:00:00.000Z',
  reply: { text: '感谢您的认可', repliedAt: '2026-10-21T04:00:00.000Z' },
};

function renderList(token: string, page: EvaluationPage) {
  initSession(createSessionStore('test', { token }));
  vi.spyOn(api, 'get').mockResolvedValue(page);
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/interact/evaluate?hospital=h1&page=2']}>
        <Toaster />
        <EvaluationList filter={{ hospitalId: 'h1' }} page={2} label="评价列表" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user };
}

beforeEach(() => {
  vi.restoreAllMocks();
});

describe('EvaluationList', () => {
  it('shows the masked author, visit month, place, scores, words and reply, and pages', async () => {
    renderList('', { list: [item], total: 25, pageNo: 2, pageSize: 10 });
    const entry = (await screen.findByRole('heading', { name: '王*英的评价' })).closest('li')!;
    expect(entry).toHaveTextContent('非常满意');
    expect(entry).toHaveTextContent('2026年10月就诊 · 青禾县人民医院 · 妇科 · 宋丽娟');
    expect(entry).toHaveTextContent('医术水平★★★★☆ 4 分');
    expect(entry).toHaveTextContent('医院回复（2026-10-21 12:00）：感谢您的认可');
    expect(api.get).toHaveBeenCalledWith(API.evaluations, {
      params: { hospitalId: 'h1', pageNo: 2, pageSize: 10 },
    });
    expect(screen.getByText('第 2 页，共 3 页')).toBeInTheDocument();
    // Signed out: reading only.
    expect(screen.queryByRole('button', { name: /举报/ })).toBeNull();
  });

  it('reports after a confirmation, and shows the server’s refusal', async () => {
    const { user } = renderList('tok', { list: [item], total: 1, pageNo: 1, pageSize: 10 });
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ ok: true })
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', '您已经举报过这条评价'));

    await user.click(await screen.findByRole('button', { name: '举报王*英的评价' }));
    let dialog = await screen.findByRole('dialog', { name: '举报评价' });
    await user.click(within(dialog).getByRole('button', { name: '确认举报' }));
    expect(post).toHaveBeenCalledWith('/api/evaluations/e1/report');
    expect(await screen.findByText('已举报，感谢反馈，工作人员会尽快核实')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '举报王*英的评价' }));
    dialog = await screen.findByRole('dialog', { name: '举报评价' });
    await user.click(within(dialog).getByRole('button', { name: '确认举报' }));
    expect(await screen.findByText('您已经举报过这条评价')).toBeInTheDocument();
  });
});
