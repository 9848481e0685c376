import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portal/contract';
import { ApiError, api } from '@/lib/api-client';
import type * as ApiClientModule from '@/lib/api-client';
import { sendSmsCode } from '../api/send-sms-code';
import { PAGE_TEST_TIMEOUT_MS, input, renderPage, testUser } from './auth-test-utils';
import { RegistrationPage } from './registration-page';

// The form's request goes through the app client; only its transport is replaced.
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
}));
vi.mock('../api/send-sms-code', () => ({ sendSmsCode: vi.fn() }));

const open = (url = '/accountRegister') =>
  renderPage(<RegistrationPage />, '/accountRegister', url);
const submit = () => screen.getByRole('button', { name: '注册' });

afterEach(() => vi.resetAllMocks());

describe('RegistrationPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('labels every field, with the password rule shown under the password', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: '注册' })).toBeInTheDocument();
    expect(input('手机号')).toHaveAttribute('autocomplete', 'tel');
    expect(input('手机号')).toHaveAttribute('inputmode', 'numeric');
    expect(input('验证码')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input('用户名')).toHaveAccessibleDescription(
      '选填，4–20 位字母、数字或下划线；不填则使用手机号',
    );
    expect(input('密码')).toHaveAttribute('autocomplete', 'new-password');
    expect(input('密码')).toHaveAccessibleDescription(/须包含字母、数字、符号中的至少两种/);
    expect(input('确认密码')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('refuses a weak password and a mismatched confirmation before calling the server', async () => {
    const { user, fill } = open();
    await fill('手机号', '13700000000');
    await fill('验证码', '123456');
    await fill('密码', 'abcdefgh');
    await fill('确认密码', 'abcdefgX');
    await user.click(submit());
    expect(await screen.findByText('密码须包含字母、数字、符号中的至少两种')).toBeInTheDocument();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('asks for a valid phone before sending a code', async () => {
    const { user, fill } = open();
    await fill('手机号', '1234');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请先填写正确的手机号，再获取验证码')).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的 11 位手机号')).toBeInTheDocument();
    expect(sendSmsCode).not.toHaveBeenCalled();
  });

  it('shows the server answer beside the code button when the phone is taken', async () => {
    vi.mocked(sendSmsCode).mockRejectedValue(new ApiError(409, 'CONFLICT', '该手机号已注册'));
    const { user, fill } = open();
    await fill('手机号', '13800000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该手机号已注册');
    expect(sendSmsCode).toHaveBeenCalledWith({ phone: '13800000001', purpose: 'register' });
  });

  it('registers, signs the person in, says so and leads to 实名认证 with the phone, the redirect after it', async () => {
    vi.mocked(sendSmsCode).mockResolvedValue({ phone: '137****0000', retryAfter: 60 });
    vi.mocked(api.post).mockResolvedValue({ token: 'tok-new', user: testUser });
    const { user, fill, router, store } = open('/accountRegister?redirect=%2Faccount%2Fsettings');

    await fill('手机号', '13700000000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 137****0000')).toBeInTheDocument();
    await fill('验证码', '654321');
    await fill('密码', 'Journey#2026');
    await fill('确认密码', 'Journey#2026');
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/authentication'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount%2Fsettings');
    expect(router.state.location.state).toEqual({ phone: '13700000000' });
    expect(api.post).toHaveBeenCalledWith(API.register, {
      phone: '13700000000',
      code: '654321',
      password: 'Journey#2026',
    });
    expect(store.getState()).toMatchObject({ token: 'tok-new', userInfo: testUser });
    expect(await screen.findByText('注册成功')).toBeInTheDocument();
  });

  it('keeps the server refusal next to the form and stores nothing', async () => {
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(400, 'INVALID_INPUT', '验证码错误或已过期，请重新获取'),
    );
    const { user, fill, store } = open();
    await fill('手机号', '13700000000');
    await fill('验证码', '000000');
    await fill('用户名', 'new_user');
    await fill('密码', 'Journey#2026');
    await fill('确认密码', 'Journey#2026');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误或已过期，请重新获取');
    expect(api.post).toHaveBeenCalledWith(
      API.register,
      expect.objectContaining({ username: 'new_user' }),
    );
    expect(store.getState().token).toBe('');
  });
});
