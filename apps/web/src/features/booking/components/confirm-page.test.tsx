import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API,
  type DrawEntry,
  type FamilyList,
  type IdentityInfo,
  type Schedule,
  type Slot,
} from '@portal/contract';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { ConfirmPage } from './confirm-page';

vi.setConfig({ testTimeout: 30_000 });

const schedule: Schedule = {
  id: 's1',
  hospitalId: 'h1',
  hospitalName: '县人民医院',
  departmentId: 'd1',
  departmentName: '内科',
  doctorId: null,
  doctorName: null,
  doctorTitle: null,
  date: '2099-01-05',
  period: 'am',
  start: '08:00',
  end: '12:00',
  clinicType: '普通',
  fee: 1000,
  location: '门诊楼二楼',
  capacity: 10,
  remaining: 5,
  state: 'open',
  releaseAt: '2098-12-29T00:00:00.000Z',
  cancelDeadline: '2099-01-04T10:00:00.000Z',
  stopReason: null,
  draw: null,
};
const slot: Slot = { id: 'sl1', start: '08:00', end: '08:30', capacity: 2, remaining: 1 };
const self: IdentityInfo = {
  name: '张三',
  type: '01',
  idNo: '330***********1230',
  phone: '138****0000',
  cardNo: null,
  sex: '男',
  birthday: '1990-03-07',
  verifiedAt: '2025-01-02T03:04:05.000Z',
};
const child: FamilyList['list'][number] = {
  id: 'm1',
  relation: '子女',
  name: '张小花',
  type: '01',
  idNo: '330***********0029',
  phone: '139****1111',
  cardNo: null,
  sex: '女',
  birthday: '2015-06-15',
  age: 9,
  recordAccess: 'none',
};

function answer(family: FamilyList['list'], sched: Schedule = schedule) {
  const answers: Record<string, unknown> = {
    [API.schedule.replace(':id', 's1')]: sched,
    [API.scheduleSlots.replace(':id', 's1')]: [slot],
    [API.myIdentity]: self,
    [API.family]: { list: family, max: 5 },
  };
  vi.spyOn(api, 'get').mockImplementation((path: string) => Promise.resolve(answers[path]));
}

function open(entry = '/register/confirm?schedule=s1&slot=sl1') {
  const router = createMemoryRouter([{ path: '/register/confirm', element: <ConfirmPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.restoreAllMocks());

describe('ConfirmPage', () => {
  it('chooses the only patient without a tap, so confirming is one press', async () => {
    answer([]);
    open();
    expect(await screen.findByRole('radio', { name: /^张三（本人）/ })).toBeChecked();
    expect(screen.getByRole('button', { name: '确认预约' })).toBeEnabled();
    expect(screen.queryByText('请先选择就诊人')).toBeNull();
  });

  it('leaves the choice to the person when a family member could be meant', async () => {
    answer([child]);
    open();
    expect(await screen.findByRole('radio', { name: /^张三（本人）/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /^张小花（子女）/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '确认预约' })).toBeDisabled();
  });
});

describe('ConfirmPage on a schedule released by draw', () => {
  const inWindow: Schedule = {
    ...schedule,
    state: 'draw_open',
    draw: {
      windowStart: new Date(Date.now() - 60_000).toISOString(),
      windowEnd: new Date(Date.now() + 4 * 60_000).toISOString(),
      done: false,
    },
  };

  it('enters the draw with the preferences in order and the waiting-list choice, as JSON', async () => {
    answer([], inWindow);
    const entry: DrawEntry = {
      id: 'e1',
      status: 'pending',
      resultAt: inWindow.draw!.windowEnd,
      preferredSlots: [{ id: 'sl1', start: '08:00', end: '08:30' }],
      waitlist: false,
      bookingId: null,
      waitlistId: null,
      refusedReason: null,
      createdAt: new Date().toISOString(),
      scheduleId: 's1',
      hospitalId: 'h1',
      hospitalName: '县人民医院',
      departmentId: 'd1',
      departmentName: '内科',
      doctorId: null,
      doctorName: null,
      date: '2099-01-05',
      period: 'am',
      clinicType: '普通',
      fee: 1000,
      location: '门诊楼二楼',
      patient: { id: 'self', name: '张*', idNo: '330***********1230', relation: '本人' },
    };
    const post = vi.spyOn(api, 'post').mockResolvedValue({ entry });
    const user = userEvent.setup();
    open('/register/confirm?schedule=s1');
    expect(await screen.findByRole('heading', { level: 1, name: '登记抽签' })).toBeVisible();
    expect(
      screen.getByText(/登记不占号；.*截止后统一抽签，结果将短信通知并显示在我的预约/),
    ).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: '第一意向' }), 'sl1');
    await user.click(screen.getByRole('checkbox', { name: '未中签时加入候补' }));
    await user.click(screen.getByRole('button', { name: '登记抽签' }));
    expect(await screen.findByRole('heading', { name: '抽签登记成功' })).toBeVisible();
    const [path, body, config] = post.mock.calls[0]!;
    expect(path).toBe(API.bookings);
    expect(body).toEqual({
      slotId: 'sl1',
      patientId: 'self',
      preferredSlotIds: ['sl1'],
      waitlist: false,
    });
    expect(config).toMatchObject({ json: true });
    expect(screen.getByText('e1')).toBeVisible();
  });

  it('says when entries open instead of a form before the window', async () => {
    answer([], { ...inWindow, state: 'not_released' });
    open('/register/confirm?schedule=s1');
    expect(await screen.findByText('这个号源以抽签方式放号，还没到登记时间')).toBeVisible();
    expect(screen.queryByRole('button', { name: '登记抽签' })).toBeNull();
  });
});
