import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Booking, type MyEvaluation, type MyEvaluationList } from '@portal/contract';
import { Toaster } from '@/components/toast/toaster';
import { ApiError, api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { EvaluationForBooking } from './evaluation-for-booking';

const mine = vi.hoisted(() => vi.fn<() => Promise<MyEvaluationList>>());

// Whole forms on a shared two-core machine: generous time, never a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

const booking: Booking = {
  id: 'b1',
  status: 'completed',
  queueNo: 3,
  pickupCode: '12345678',
  slotId: 's1',
  start: '08:00',
  end: '08:30',
  scheduleId: 'sc1',
  hospitalId: 'h1',
  hospitalName: '青禾县人民医院',
  departmentId: 'd1',
  departmentName: '心血管内科',
  doctorId: null,
  doctorName: null,
  date: '2026-11-20',
  period: 'am',
  clinicType: '普通',
  fee: 1000,
  location: '门诊楼 2 楼',
  patient: { id: 'self', name: '张*', idNo: '330***********1230', relation: '本人' },
  cancelDeadline: '2026-11-19T16:00:00.000Z',
  createdAt: '2026-11-18T02:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
};

const written = (extra: Partial<MyEvaluation>): MyEvaluation => ({
  id: 'e1',
  bookingId: 'b1',
  status: 'published',
  scores: { skill: 5, attitude: 4, environment: 3, waiting: 2 },
  overall: 'satisfied',
  text: '医生很耐心',
  rejectReason: null,
  createdAt: '2026-11-21T02:00:00.000Z',
  editable: false,
  reply: null,
  ...extra,
});

function renderCard(b: Booking = booking) {
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <EvaluationForBooking booking={b} />
    </QueryClientProvider>,
  );
  return { user };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(api, 'get').mockImplementation(() => mine());
  vi.spyOn(api, 'post');
  vi.spyOn(api, 'put');
});

describe('EvaluationForBooking', () => {
  it('shows nothing for a visit that is not completed', () => {
    renderCard({ ...booking, status: 'booked' });
    expect(screen.queryByText('就医评价')).toBeNull();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('asks for every score, then sends the evaluation as JSON and says it is held', async () => {
    mine.mockResolvedValue({ list: [], evaluable: ['b1'] });
    vi.mocked(api.post).mockResolvedValue({ id: 'e1', status: 'held', points: 0 });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: /^写评价/ }));
    const dialog = await screen.findByRole('dialog', { name: /写评价：青禾县人民医院/ });

    await user.click(within(dialog).getByRole('button', { name: '提交评价' }));
    expect(within(dialog).getByText('请为医术水平打分')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择总体评价')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: '医术水平 5 分' }));
    await user.click(within(dialog).getByRole('radio', { name: '服务态度 4 分' }));
    await user.click(within(dialog).getByRole('radio', { name: '就诊环境 3 分' }));
    await user.click(within(dialog).getByRole('radio', { name: '等候时间 2 分' }));
    await user.click(within(dialog).getByRole('radio', { name: '满意' }));
    await user.type(within(dialog).getByLabelText('评价内容（选填）'), ' 很好 ');
    expect(within(dialog).getByText('已输入 4 / 500 字')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '提交评价' }));

    expect(api.post).toHaveBeenCalledWith(
      API.evaluations,
      {
        bookingId: 'b1',
        scores: { skill: 5, attitude: 4, environment: 3, waiting: 2 },
        overall: 'satisfied',
        text: '很好',
      },
      { json: true },
    );
    expect(await screen.findByText('评价已提交，正在审核，审核通过后公开')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal inside the form", async () => {
    mine.mockResolvedValue({ list: [], evaluable: ['b1'] });
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(400, 'INVALID_INPUT', '评价内容不能包含手机号：138****0000'),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: /^写评价/ }));
    const dialog = await screen.findByRole('dialog');
    for (const name of [
      '医术水平 1 分',
      '服务态度 1 分',
      '就诊环境 1 分',
      '等候时间 1 分',
      '一般',
    ]) {
      await user.click(within(dialog).getByRole('radio', { name }));
    }
    await user.click(within(dialog).getByRole('button', { name: '提交评价' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '评价内容不能包含手机号：138****0000',
    );
  });

  it('shows a rejected one with its reason, and edits it once with the earlier answers', async () => {
    mine.mockResolvedValue({
      list: [written({ status: 'rejected', rejectReason: '含有不实内容', editable: true })],
      evaluable: [],
    });
    vi.mocked(api.put).mockResolvedValue({ id: 'e1', status: 'published', points: 10 });
    const { user } = renderCard();
    expect(await screen.findByText('状态：未通过审核：含有不实内容')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^修改评价/ }));
    const dialog = await screen.findByRole('dialog', { name: /修改评价/ });
    expect(within(dialog).getByRole('radio', { name: '服务态度 4 分' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '提交修改' }));
    expect(api.put).toHaveBeenCalledWith('/api/evaluations/e1', {
      scores: { skill: 5, attitude: 4, environment: 3, waiting: 2 },
      overall: 'satisfied',
      text: '医生很耐心',
    });
    expect(await screen.findByText('评价已修改并已公开，+10 积分')).toBeInTheDocument();
  });

  it('says when the window has passed, with nothing to press', async () => {
    mine.mockResolvedValue({ list: [], evaluable: [] });
    renderCard();
    expect(await screen.findByText(/已过评价期限/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the reply and no buttons once the edit is used', async () => {
    mine.mockResolvedValue({
      list: [written({ reply: { text: '感谢您的肯定', repliedAt: '2026-11-22T02:00:00.000Z' } })],
      evaluable: [],
    });
    renderCard();
    expect(await screen.findByText('状态：已发布')).toBeInTheDocument();
    expect(screen.getByText(/感谢您的肯定/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
