import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portal/contract';
import { api } from '@/lib/api-client';
import type * as ApiClientModule from '@/lib/api-client';
import { sendDeviceCode } from '../api/send-device-code';
import { PAGE_TEST_TIMEOUT_MS, renderPage } from './auth-test-utils';
import { UnbindPage } from './unbind-page';

vi.mock('../api/send-device-code', () => ({ sendDeviceCode: vi.fn() }));
// The form's request goes through the app client; only its transport is replaced.
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
}));

afterEach(() => vi.resetAllMocks());

describe('UnbindPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('unbinds with username, password and a code to the bound phone, then offers sign-in', async () => {
    vi.mocked(sendDeviceCode).mockResolvedValue({ phone: '138****0001', retryAfter: 60 });
    vi.mocked(api.post).mockResolvedValue({ ok: true });
    const { user, fill } = renderPage(<UnbindPage />, '/unbind');
    expect(
      screen.getByText(/更换手机或无法接收验证码时，可在此解除登录验证绑定/),
    ).toBeInTheDocument();

    await fill('用户名/手机号', 'zhangsan');
    await fill('密码', 'Demo@2026');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText('验证码已发送至 138****0001');
    expect(sendDeviceCode).toHaveBeenCalledWith({
      username: 'zhangsan',
      password: 'Demo@2026',
      purpose: 'unbind',
    });
    await fill('验证码', '445566');
    await user.click(screen.getByRole('button', { name: '解除绑定' }));

    expect(await screen.findByText('已解除绑定')).toHaveFocus();
    expect(api.post).toHaveBeenCalledWith(API.unbindDevice, {
      username: 'zhangsan',
      password: 'Demo@2026',
      code: '445566',
    });
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  });

  it('needs username and password before asking for a code', async () => {
    const { user } = renderPage(<UnbindPage />, '/unbind');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请先填写用户名和密码，再获取验证码')).toBeInTheDocument();
    expect(await screen.findByText('请输入用户名或手机号')).toBeInTheDocument();
    expect(sendDeviceCode).not.toHaveBeenCalled();
  });
});
