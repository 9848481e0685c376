import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type IdentityInfo } from '@portal/contract';
import { api } from '@/lib/api-client';
import { refreshUserInfo } from '@/lib/auth';
import { createSessionStore, initSession } from '@/lib/session-store';
import { AuthenticationPage } from './authentication-page';
import { VALID_ID, enter, renderWithApp, verifiedIdentity } from './identity-test-utils';

const loads = vi.hoisted(() => ({
  identity: vi.fn<() => Promise<IdentityInfo | null>>(),
}));

vi.mock('@/lib/auth', () => ({ refreshUserInfo: vi.fn() }));

// Whole pages on a shared two-core machine: generous time, never a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.clearAllMocks();
  // The real query and mutation hooks run; only the answers are the test's.
  vi.spyOn(api, 'post').mockResolvedValue({ ok: true });
  vi.spyOn(api, 'get').mockImplementation((url: string) =>
    url === API.myIdentity ? loads.identity() : Promise.resolve({ list: [], max: 5 }),
  );
  vi.mocked(refreshUserInfo).mockResolvedValue(false);
  initSession(createSessionStore('test', { token: 'tok-1' }));
});

const summary = () => screen.findByText('已实名');

describe('AuthenticationPage', () => {
  it('shows the form when unverified, then the verified summary after submitting', async () => {
    loads.identity.mockResolvedValue(null);
    vi.mocked(api.post).mockResolvedValue(verifiedIdentity);
    const { user, router } = renderWithApp(<AuthenticationPage />);
    expect(screen.getByRole('heading', { level: 1, name: '实名认证' })).toBeInTheDocument();
    await screen.findByRole('button', { name: '提交认证' });
    await enter(user, '姓名', '张三');
    await enter(user, '证件号码', VALID_ID);
    await enter(user, '手机号', '13800000000');
    await user.click(screen.getByRole('button', { name: '提交认证' }));

    expect(await summary()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交认证' })).toBeNull();
    expect(screen.getByText('330***********1230')).toBeInTheDocument();
    expect(screen.getByText('138****0000')).toBeInTheDocument();
    expect(screen.getByText('居民身份证')).toBeInTheDocument();
    expect(refreshUserInfo).toHaveBeenCalledTimes(1);
    // With no page to go on to, the person stays to see the result.
    expect(router.state.location.pathname).toBe('/account/authentication');
  });

  it('after registration: the phone just confirmed is filled in, and the wanted page follows', async () => {
    loads.identity.mockResolvedValue(null);
    vi.mocked(api.post).mockResolvedValue(verifiedIdentity);
    const { user, router } = renderWithApp(<AuthenticationPage />, {
      pathname: '/account/authentication',
      search: `?redirect=${encodeURIComponent('/register/confirm?schedule=s1')}`,
      state: { phone: '13700000000' },
    });
    await screen.findByRole('button', { name: '提交认证' });
    expect(screen.getByLabelText('手机号')).toHaveValue('13700000000');
    await enter(user, '姓名', '张三');
    await enter(user, '证件号码', VALID_ID);
    await user.click(screen.getByRole('button', { name: '提交认证' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register/confirm'));
    expect(router.state.location.search).toBe('?schedule=s1');
    expect(api.post).toHaveBeenCalledWith(
      API.doIdentity,
      expect.objectContaining({ phone: '13700000000' }),
    );
    expect(await screen.findByText('实名认证成功')).toBeInTheDocument();
  });

  it('asks before redoing and calls the API only when confirmed', async () => {
    loads.identity.mockResolvedValue(verifiedIdentity);
    const { user } = renderWithApp(<AuthenticationPage />);
    await summary();

    await user.click(screen.getByRole('button', { name: /重新认证/ }));
    let dialog = await screen.findByRole('dialog', { name: '重新认证' });
    expect(dialog).toHaveTextContent('清除当前的实名信息');
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /重新认证/ }));
    dialog = await screen.findByRole('dialog', { name: '重新认证' });
    await user.click(within(dialog).getByRole('button', { name: '确认重新认证' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(API.redoIdentity, { user: 'tok-1' }));
    expect(await screen.findByRole('button', { name: '提交认证' })).toBeInTheDocument();
    expect(refreshUserInfo).toHaveBeenCalledTimes(1);
  });

  it('adds a card number through the prompt, refusing a bad one first', async () => {
    loads.identity.mockResolvedValue(verifiedIdentity);
    vi.mocked(api.post).mockResolvedValue({ ...verifiedIdentity, cardNo: 'A-1001' });
    const { user } = renderWithApp(<AuthenticationPage />);
    await summary();
    expect(screen.getByText('未填写')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '添加就诊卡号' }));
    const dialog = await screen.findByRole('dialog', { name: '添加就诊卡号' });
    const input = within(dialog).getByLabelText('就诊卡号');
    await user.click(input);
    await user.paste('卡号 1');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('就诊卡号只能包含');
    expect(api.post).not.toHaveBeenCalled();

    await user.clear(input);
    await user.paste('A-1001');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(API.editIdentity, {
        type: 'cardno',
        data: 'A-1001',
        user: 'tok-1',
      }),
    );
    expect(await screen.findByText('A-1001')).toBeInTheDocument();
  });

  it('says what went wrong and offers a retry when the identity cannot be loaded', async () => {
    const { ApiError } = await import('@/lib/api-client');
    loads.identity.mockRejectedValueOnce(new ApiError(401, 'UNAUTHENTICATED', '请先登录'));
    loads.identity.mockResolvedValueOnce(null);
    const { user } = renderWithApp(<AuthenticationPage />);
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('button', { name: '提交认证' })).toBeInTheDocument();
  });
});
