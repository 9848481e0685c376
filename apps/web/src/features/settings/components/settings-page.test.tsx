import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portal/contract';
import { ApiError, api } from '@/lib/api-client';
import type * as ApiClientModule from '@/lib/api-client';
import { createSessionStore, initSession, sessionStore } from '@/lib/session-store';
import { SettingsPage } from './settings-page';
import { renderWithApp, signedInUser } from './settings-test-utils';

vi.mock('@/lib/auth', () => ({ refreshUserInfo: vi.fn() }));
// The page's mutations post through the app client; only its transport is replaced.
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
}));

// Whole forms on a shared two-core machine: generous time, never a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

type User = ReturnType<typeof renderWithApp>['user'];

async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

beforeEach(() => {
  vi.clearAllMocks();
  initSession(createSessionStore('test', { token: 'tok-1', userInfo: signedInUser }));
});

describe('SettingsPage', () => {
  it('has one h1 and the four settings sections', () => {
    renderWithApp(<SettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: '个人设置' })).toBeInTheDocument();
    for (const name of ['个人资料', '修改密码', '登录验证', '离线就诊卡和预约']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('gives the password fields the autocomplete hints password managers need', () => {
    renderWithApp(<SettingsPage />);
    expect(screen.getByLabelText('原密码')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('新密码')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('确认新密码')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText('8–32 位，须包含字母、数字、符号中的至少两种')).toBeInTheDocument();
  });

  it('refuses a weak new password and a mismatched confirmation before calling the API', async () => {
    const { user } = renderWithApp(<SettingsPage />);
    await enter(user, '原密码', 'old-pass-1');
    await enter(user, '新密码', 'abcdefgh');
    await enter(user, '确认新密码', 'abcdefgx');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('密码须包含字母、数字、符号中的至少两种')).toBeInTheDocument();
    expect(await screen.findByText('两次输入的新密码不一致')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('changes the password, clears the form and shows the server refusal in place', async () => {
    vi.mocked(api.post)
      .mockRejectedValueOnce(new ApiError(400, 'INVALID_INPUT', '原密码不正确'))
      .mockResolvedValueOnce({ ok: true });
    const { user } = renderWithApp(<SettingsPage />);
    await enter(user, '原密码', 'old-pass-1');
    await enter(user, '新密码', 'new-pass-2');
    await enter(user, '确认新密码', 'new-pass-2');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('原密码不正确');

    await user.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    expect(api.post).toHaveBeenLastCalledWith(API.changePassword, {
      oldPassword: 'old-pass-1',
      newPassword: 'new-pass-2',
    });
    expect(await screen.findByText('密码已修改，其他设备上的登录已退出')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('原密码')).toHaveValue(''));
  });

  it('turns sign-in verification on through the labelled switch and keeps the new user', async () => {
    vi.mocked(api.post).mockResolvedValue({ ...signedInUser, DEVICE_BOUND: true });
    const { user } = renderWithApp(<SettingsPage />);
    const toggle = screen.getByRole('switch', { name: '登录时需短信验证' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/138\*\*\*\*0000/);
    expect(screen.getByRole('link', { name: '解除登录验证' })).toHaveAttribute('href', '/unbind');

    await user.click(toggle);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(API.deviceBinding, { enabled: true }),
    );
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sessionStore().getState().userInfo?.DEVICE_BOUND).toBe(true);
    expect(await screen.findByText('已开启登录短信验证')).toBeInTheDocument();
  });

  // WebCrypto's key and IndexedDB exist only on a secure origin (https, localhost): elsewhere
  // the switch cannot turn on, and says why instead of failing with 请重试.
  it.each([
    [true, true],
    [false, false],
  ])('offers offline saving on a secure origin %s: switch enabled %s', async (secure, enabled) => {
    initSession(
      createSessionStore('test', {
        token: 'tok-1',
        userInfo: { ...signedInUser, USER_STATUS: 1 },
      }),
    );
    vi.mocked(api.get).mockResolvedValue({ devices: [], max: 5 });
    vi.stubGlobal('isSecureContext', secure);
    vi.stubGlobal('indexedDB', {});
    try {
      renderWithApp(<SettingsPage />);
      const toggle = screen.getByRole('switch', { name: '在本机离线保存就诊卡和预约' });
      await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy', 'true'));
      expect(!(toggle as HTMLButtonElement).disabled).toBe(enabled);
      expect(!!screen.queryByText(/这台设备的浏览器不能离线保存/)).toBe(!enabled);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
