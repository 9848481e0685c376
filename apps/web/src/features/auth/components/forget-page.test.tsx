import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portal/contract';
import { ApiError, api } from '@/lib/api-client';
import type * as ApiClientModule from '@/lib/api-client';
import { sendSmsCode } from '../api/send-sms-code';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from './auth-test-utils';
import { ForgetPage } from './forget-page';

// The form's request goes through the app client; only its transport is replaced.
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
}));
vi.mock('../api/send-sms-code', () => ({ sendSmsCode: vi.fn() }));

const open = () => renderPage(<ForgetPage />, '/forget');

async function fillAndSubmit({ user, fill }: ReturnType<typeof open>) {
  await fill('手机号', '13800000001');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByText('验证码已发送至 138****0001');
  await fill('验证码', '112233');
  await fill('新密码', 'Fresh#2026');
  await fill('确认新密码', 'Fresh#2026');
  await user.click(screen.getByRole('button', { name: '重置密码' }));
}

afterEach(() => vi.resetAllMocks());

describe('ForgetPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('resets the password with a reset code and offers the way to sign in', async () => {
    vi.mocked(sendSmsCode).mockResolvedValue({ phone: '138****0001', retryAfter: 60 });
    vi.mocked(api.post).mockResolvedValue({ ok: true });
    const page = open();
    expect(screen.getByText(/所有已登录的设备都会退出登录/)).toBeInTheDocument();

    await fillAndSubmit(page);

    expect(await screen.findByText('密码已重置')).toHaveFocus();
    expect(sendSmsCode).toHaveBeenCalledWith({ phone: '13800000001', purpose: 'reset' });
    expect(api.post).toHaveBeenCalledWith(API.resetPassword, {
      phone: '13800000001',
      code: '112233',
      password: 'Fresh#2026',
    });
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { level: 1, name: '找回密码' })).toBeInTheDocument();
    expect(screen.queryByLabelText('新密码')).toBeNull();
  });

  it('stays on the form with the server message when the code is wrong', async () => {
    vi.mocked(sendSmsCode).mockResolvedValue({ phone: '138****0001', retryAfter: 60 });
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(400, 'INVALID_INPUT', '验证码错误或已过期，请重新获取'),
    );
    const page = open();
    await fillAndSubmit(page);
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误或已过期，请重新获取');
    expect(screen.queryByText('密码已重置')).toBeNull();
  });
});
