import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type FamilyList } from '@portal/contract';
import { ApiError, api } from '@/lib/api-client';
import { FamilySection } from './family-section';
import { choose, enter, member, renderWithApp } from './identity-test-utils';

const loads = vi.hoisted(() => ({ family: vi.fn<() => Promise<FamilyList>>() }));

// Whole forms on a shared two-core machine: generous time, never a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

const addButton = () => screen.findByRole('button', { name: '添加就诊人' });

// The button appears once the list has loaded, enabled unless the account is at its limit.
const enabledAddButton = async () => {
  const button = await addButton();
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

beforeEach(() => {
  vi.clearAllMocks();
  // The real query and mutation hooks run; only the answers are the test's.
  vi.spyOn(api, 'get').mockImplementation(() => loads.family());
  vi.spyOn(api, 'post');
  vi.spyOn(api, 'delete');
});

describe('FamilySection', () => {
  it('says so when there is nobody yet', async () => {
    loads.family.mockResolvedValue({ list: [], max: 5 });
    renderWithApp(<FamilySection />);
    expect(await screen.findByText('还没有添加就诊人')).toBeInTheDocument();
    expect(await addButton()).toBeEnabled();
  });

  it('shows no add button while the list loads, rather than a greyed-out one', async () => {
    let answer: (list: FamilyList) => void = () => {};
    loads.family.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithApp(<FamilySection />);
    await screen.findByRole('heading', { name: '就诊人' });
    expect(screen.queryByRole('button', { name: '添加就诊人' })).toBeNull();
    answer({ list: [], max: 5 });
    expect(await addButton()).toBeEnabled();
  });

  it('lists members masked as received, with relation, age and sex', async () => {
    loads.family.mockResolvedValue({ list: [member('m1', '张小花')], max: 5 });
    renderWithApp(<FamilySection />);
    const card = (await screen.findByRole('heading', { name: '张小花' })).closest('li')!;
    expect(card).toHaveTextContent('子女');
    expect(card).toHaveTextContent('330***********0029');
    expect(card).toHaveTextContent('139****1111');
    expect(card).toHaveTextContent('9 岁');
    expect(card).toHaveTextContent('女');
  });

  it('disables adding at the limit and says why', async () => {
    const list = ['甲', '乙', '丙', '丁', '戊'].map((n, i) => member(`m${i}`, `张${n}`));
    loads.family.mockResolvedValue({ list, max: 5 });
    renderWithApp(<FamilySection />);
    const button = await addButton();
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByText('最多添加 5 位就诊人')).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('最多添加 5 位就诊人');
  });

  it('adds a member through a titled dialog and reloads the list', async () => {
    loads.family.mockResolvedValueOnce({ list: [], max: 5 });
    loads.family.mockResolvedValueOnce({ list: [member('m1', '张小花')], max: 5 });
    vi.mocked(api.post).mockResolvedValue(member('m1', '张小花'));
    const { user } = renderWithApp(<FamilySection />);
    await user.click(await enabledAddButton());
    const dialog = await screen.findByRole('dialog', { name: '添加就诊人' });
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await within(dialog).findByText('请选择与本人的关系')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await choose(user, '与本人关系', '子女');
    await enter(user, '姓名', '张小花');
    await enter(user, '证件号码', '330102201506150029');
    await enter(user, '手机号', '13911111111');
    expect(within(dialog).getByLabelText('出生日期')).toHaveValue('2015-06-15');
    await user.click(within(dialog).getByRole('button', { name: '添加' }));

    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(API.family, {
        relation: '子女',
        name: '张小花',
        type: '01',
        idno: '330102201506150029',
        phone: '13911111111',
        sex: '女',
        birthday: '2015-06-15',
      }),
    );
    expect(await screen.findByRole('heading', { name: '张小花' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the server message when adding is refused', async () => {
    loads.family.mockResolvedValue({ list: [], max: 5 });
    vi.mocked(api.post).mockRejectedValue(new ApiError(409, 'CONFLICT', '该就诊人已添加'));
    const { user } = renderWithApp(<FamilySection />);
    await user.click(await enabledAddButton());
    const dialog = await screen.findByRole('dialog', { name: '添加就诊人' });
    await choose(user, '与本人关系', '父母');
    await enter(user, '姓名', '张老汉');
    await enter(user, '证件号码', '11010519491231002X');
    await enter(user, '手机号', '13911111111');
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该就诊人已添加');
  });

  it('deletes a member only after confirmation', async () => {
    loads.family.mockResolvedValueOnce({ list: [member('m1', '张小花')], max: 5 });
    loads.family.mockResolvedValueOnce({ list: [], max: 5 });
    vi.mocked(api.delete).mockResolvedValue({ ok: true });
    const { user } = renderWithApp(<FamilySection />);

    await user.click(await screen.findByRole('button', { name: '删除就诊人 张小花' }));
    let dialog = await screen.findByRole('dialog', { name: '删除就诊人' });
    expect(dialog).toHaveTextContent('张小花');
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.delete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '删除就诊人 张小花' }));
    dialog = await screen.findByRole('dialog', { name: '删除就诊人' });
    await user.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/api/family/m1'));
    expect(await screen.findByText('还没有添加就诊人')).toBeInTheDocument();
  });

  it('edits the card number, sending only what changed', async () => {
    loads.family.mockResolvedValue({ list: [member('m1', '张小花')], max: 5 });
    vi.mocked(api.post).mockResolvedValue(member('m1', '张小花', { cardNo: 'B-2' }));
    const { user } = renderWithApp(<FamilySection />);
    await user.click(await screen.findByRole('button', { name: '编辑就诊人 张小花' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑就诊人：张小花' });
    expect(within(dialog).getByText('当前为 139****1111，不修改请留空')).toBeInTheDocument();
    await enter(user, '就诊卡号', 'B-2');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/family/m1', { cardno: 'B-2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
