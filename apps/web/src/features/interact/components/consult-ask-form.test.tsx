import { QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type Department, type HospitalPage } from '@portal/contract';
import { ApiError, api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { ConsultAskForm } from './consult-ask-form';
import type { UsePlaces } from './consult-places';

vi.setConfig({ testTimeout: 30_000 });

const hospitals = {
  data: { list: [{ id: 'h1', name: '青禾县人民医院' }], total: 1, pageNo: 1, pageSize: 100 },
} as unknown as UseQueryResult<HospitalPage>;
const departments = [{ id: 'd1', name: '心血管内科', parentId: null }] as Department[];
const usePlaces: UsePlaces = (chosen) => ({
  selection: chosen,
  places: { hospitals, departments: chosen.hospitalId ? departments : [], doctors: [] },
});
const people = [
  { patientId: 'self', name: '张*', relation: '本人', idNo: '', recordAccess: 'own' as const },
];

function renderForm() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <ConsultAskForm people={people} usePlaces={usePlaces} initialDoctorId="" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { user };
}

const keyOf = (call: number) =>
  (vi.mocked(api.post).mock.calls[call]?.[2]?.headers as Record<string, string>)['Idempotency-Key'];

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(api, 'post');
});

describe('ConsultAskForm', () => {
  it('refuses 9 characters before sending, then sends 10 as JSON under one key per attempt', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('医院'), 'h1');
    await user.selectOptions(screen.getByLabelText('科室'), 'd1');
    const text = screen.getByLabelText(/咨询内容/);
    await user.type(text, '胸口闷了三天怎么');
    await user.type(text, '办');
    expect(screen.getByText(/已输入 9 \/ 1000 字，还需 1 字/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交咨询' }));
    expect(await screen.findByText(/请至少写 10 个字/)).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    vi.mocked(api.post).mockRejectedValueOnce(
      new ApiError(429, 'CONSULT_LIMIT', '您有 3 条咨询还在进行中，请结束后再提问'),
    );
    await user.type(text, '？');
    await user.click(screen.getByRole('button', { name: '提交咨询' }));
    expect(await screen.findByText('您有 3 条咨询还在进行中，请结束后再提问')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(
      API.consultations,
      {
        departmentId: 'd1',
        patientId: 'self',
        text: '胸口闷了三天怎么办？',
        public: false,
        imageIds: [],
      },
      expect.objectContaining({ json: true }),
    );

    // A refusal ends that attempt: the next send of the same question is a new one.
    vi.mocked(api.post).mockResolvedValueOnce({ id: 'c1', points: 5 });
    await user.click(screen.getByRole('button', { name: '提交咨询' }));
    expect(await screen.findByText('问题已提交，+5 积分')).toBeInTheDocument();
    expect(keyOf(1)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(screen.getByRole('link', { name: '我的咨询' })).toHaveAttribute(
      'href',
      '/account/consult?id=c1',
    );
  });

  it('asks for a department before anything is sent', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/咨询内容/), '最近血压一直偏高，需要换药吗');
    await user.click(screen.getByRole('button', { name: '提交咨询' }));
    expect(await screen.findByText('请选择要咨询的医院和科室')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });
});
