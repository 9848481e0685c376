import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portal/contract';
import { ApiError, api } from '@/lib/api-client';
import type * as ApiClientModule from '@/lib/api-client';
import { refreshUserInfo } from '@/lib/auth';
import { createSessionStore, initSession } from '@/lib/session-store';
import { ProfileCard } from './profile-card';
import { renderWithApp, signedInUser } from './settings-test-utils';

vi.mock('@/lib/auth', () => ({ refreshUserInfo: vi.fn() }));
// The shared Upload and the edits post through the app client; only its transport is replaced.
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
}));

// Whole forms on a shared two-core machine: generous time, never a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

const fileInput = () => screen.getByLabelText('选择要上传的文件');

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(refreshUserInfo).mockResolvedValue(signedInUser);
  initSession(createSessionStore('test', { token: 'tok-1', userInfo: signedInUser }));
});

describe('ProfileCard', () => {
  it('saves the nickname with the user ID, then refreshes the user for the top bar', async () => {
    vi.mocked(api.post).mockResolvedValue({ ok: true });
    const { user } = renderWithApp(<ProfileCard user={signedInUser} />);
    const input = screen.getByLabelText('昵称');
    expect(input).toHaveValue('老张');
    await user.clear(input);
    await user.paste(' 张大爷 ');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(refreshUserInfo).toHaveBeenCalledTimes(1));
    expect(api.post).toHaveBeenCalledWith(API.editUser, {
      col: 'USER_NICKNAME',
      updcol: '张大爷',
      id: 'u-1',
    });
    expect(vi.mocked(api.post).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(refreshUserInfo).mock.invocationCallOrder[0]!,
    );
    expect(await screen.findByText('昵称已保存')).toBeInTheDocument();
  });

  it('refuses an empty nickname and shows a server refusal beside the form', async () => {
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(400, 'INVALID_INPUT', '昵称不能包含控制字符'),
    );
    const { user } = renderWithApp(<ProfileCard user={signedInUser} />);
    const input = screen.getByLabelText('昵称');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入昵称')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await user.click(input);
    await user.paste('新名字');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('昵称不能包含控制字符')).toBeInTheDocument();
    expect(refreshUserInfo).not.toHaveBeenCalled();
  });

  it('refuses an avatar over 2 MB without uploading it', async () => {
    const { user } = renderWithApp(<ProfileCard user={signedInUser} />);
    expect(fileInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(fileInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('头像图片不能超过 2 MB');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('uploads an avatar, then saves its path as HEAD_PHOTO and refreshes the user', async () => {
    vi.mocked(api.post)
      .mockResolvedValueOnce({ url: '/api/files/avatar/a.png' })
      .mockResolvedValueOnce({ ok: true });
    const { user } = renderWithApp(<ProfileCard user={signedInUser} />);
    await user.upload(fileInput(), new File(['png'], 'a.png', { type: 'image/png' }));

    await waitFor(() => expect(refreshUserInfo).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.post).mock.calls[0]?.[0]).toBe(API.uploadAvatar);
    expect(api.post).toHaveBeenLastCalledWith(API.editUser, {
      col: 'HEAD_PHOTO',
      updcol: '/api/files/avatar/a.png',
      id: 'u-1',
    });
    expect(await screen.findByText('头像已更新')).toBeInTheDocument();
  });
});
