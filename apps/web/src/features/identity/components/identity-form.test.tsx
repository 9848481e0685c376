import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portal/contract';
import { ApiError, api } from '@/lib/api-client';
import { refreshUserInfo } from '@/lib/auth';
import { createSessionStore, initSession } from '@/lib/session-store';
import { IdentityForm } from './identity-form';
import {
  VALID_ID,
  choose,
  enter,
  renderWithApp,
  verifiedIdentity,
  type User,
} from './identity-test-utils';

// The verified identity goes to the cache and the top bar reads the user again.
vi.mock('@/lib/auth', () => ({ refreshUserInfo: vi.fn() }));

// Whole forms on a shared two-core machine: generous time, never a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

const doIdentity = () => vi.mocked(api.post);

function setup() {
  return renderWithApp(<IdentityForm />);
}

async function fill(user: User, { name = '张三', idno = VALID_ID, phone = '13800000000' } = {}) {
  await enter(user, '姓名', name);
  await enter(user, '证件号码', idno);
  await enter(user, '手机号', phone);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: '提交认证' }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(api, 'post');
  initSession(createSessionStore('test', { token: 'tok-1' }));
});

describe('IdentityForm', () => {
  it('labels its fields and asks the browser for the name and phone', () => {
    setup();
    expect(screen.getByLabelText('姓名')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('手机号')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('就诊卡号（选填）')).toBeInTheDocument();
    expect(screen.getByText(/一个证件只能认证一个账号/)).toBeInTheDocument();
  });

  it('refuses a wrong check character before calling the API', async () => {
    const { user } = setup();
    await fill(user, { idno: '330102199003071231' });
    await submit(user);
    expect(await screen.findByText('身份证号码校验位不正确，请核对后重新输入')).toBeInTheDocument();
    expect(doIdentity()).not.toHaveBeenCalled();
  });

  it('refuses an impossible birth date in the number', async () => {
    const { user } = setup();
    await fill(user, { idno: '330102199002301230' });
    await submit(user);
    expect(await screen.findByText('身份证号码中的出生日期不正确')).toBeInTheDocument();
    expect(doIdentity()).not.toHaveBeenCalled();
  });

  it('refuses a name that is not 2 to 30 Chinese characters', async () => {
    const { user } = setup();
    await fill(user, { name: 'Zhang San' });
    await submit(user);
    expect(await screen.findByText('姓名应为 2 到 30 个汉字，可含间隔号“·”')).toBeInTheDocument();
    expect(doIdentity()).not.toHaveBeenCalled();
  });

  it('derives sex and birthday from a mainland ID number and shows them read-only', async () => {
    const { user } = setup();
    const birthday = screen.getByLabelText('出生日期');
    expect(birthday).toHaveAttribute('readonly');
    expect(birthday).toHaveValue('');
    await enter(user, '证件号码', VALID_ID);
    expect(birthday).toHaveValue('1990-03-07');
    // Shown as text like the birthday, not as a disabled (pale) radio pair.
    expect(screen.getByLabelText('性别')).toHaveValue('男');
    expect(screen.getByLabelText('性别')).toHaveAttribute('readonly');
    expect(screen.queryByRole('radiogroup', { name: '性别' })).toBeNull();
  });

  it('sends the trimmed form and hands back the verified identity', async () => {
    doIdentity().mockResolvedValue(verifiedIdentity);
    const { user } = setup();
    await fill(user, { name: ' 张三 ' });
    await enter(user, '就诊卡号（选填）', 'A-1001');
    await submit(user);
    await waitFor(() => expect(refreshUserInfo).toHaveBeenCalledTimes(1));
    expect(doIdentity()).toHaveBeenCalledWith(API.doIdentity, {
      name: '张三',
      type: '01',
      idno: VALID_ID,
      phone: '13800000000',
      cardno: 'A-1001',
      sex: '男',
      birthday: '1990-03-07',
      user: 'tok-1',
    });
  });

  it('asks for sex and birthday for other documents and checks their format', async () => {
    doIdentity().mockResolvedValue({ ...verifiedIdentity, type: '05' });
    const { user } = setup();
    await choose(user, '证件类型', '护照');
    await fill(user, { idno: 'E1' });
    await submit(user);
    expect(await screen.findByText('护照号码格式不正确')).toBeInTheDocument();
    expect(await screen.findByText('请选择性别')).toBeInTheDocument();
    expect(await screen.findByText('请填写出生日期')).toBeInTheDocument();
    expect(doIdentity()).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('证件号码'));
    await enter(user, '证件号码', 'E12345678');
    await user.click(screen.getByRole('radio', { name: '女' }));
    await enter(user, '出生日期', '1985-06-01');
    await submit(user);
    await waitFor(() => expect(doIdentity()).toHaveBeenCalledTimes(1));
    expect(doIdentity().mock.calls[0]?.[1]).toMatchObject({
      type: '05',
      idno: 'E12345678',
      sex: '女',
      birthday: '1985-06-01',
    });
  });

  it('shows the server message beside the form when the document is taken (409)', async () => {
    doIdentity().mockRejectedValue(new ApiError(409, 'CONFLICT', '该证件已被其他账号实名认证'));
    const { user } = setup();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('该证件已被其他账号实名认证');
    expect(refreshUserInfo).not.toHaveBeenCalled();
  });
});
