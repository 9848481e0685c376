import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { needsDeviceCode } from '../api/needs-device-code';
import { login } from '../api/login';
import { sendDeviceCode } from '../api/send-device-code';
import { PAGE_TEST_TIMEOUT_MS, input, renderPage, testUser } from './auth-test-utils';
import { LoginPage } from './login-page';

vi.mock('../api/needs-device-code', () => ({ needsDeviceCode: vi.fn() }));
vi.mock('../api/login', () => ({ login: vi.fn() }));
vi.mock('../api/send-device-code', () => ({ sendDeviceCode: vi.fn() }));

const open = (url = '/login') => renderPage(<LoginPage />, '/login', url);
const submit = () => screen.getByRole('button', { name: '登录' });

afterEach(() => vi.resetAllMocks());

describe('LoginPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('labels the sign-in fields for password managers', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
    expect(input('用户名/手机号')).toHaveAttribute('autocomplete', 'username');
    expect(input('密码')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: '显示' })).toBeInTheDocument();
    expect(screen.queryByLabelText('验证码')).toBeNull();
  });

  it('stores the session and goes to the redirect after a good sign-in', async () => {
    vi.mocked(needsDeviceCode).mockResolvedValue(false);
    vi.mocked(login).mockResolvedValue({ token: 'tok-1', user: testUser });
    const { user, fill, router, store } = open('/login?redirect=%2Faccount%2Fsettings%3Ftab%3D1');
    store.getState().set('gov', true);

    await fill('用户名/手机号', ' zhangsan ');
    await user.type(input('密码'), 'Demo@2026{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/settings'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(login).toHaveBeenCalledWith({ username: 'zhangsan', password: 'Demo@2026' });
    expect(store.getState()).toMatchObject({
      token: 'tok-1',
      userInfo: testUser,
      gov: false,
      SSO: null,
    });
  });

  it('goes home instead of to another site', async () => {
    vi.mocked(needsDeviceCode).mockResolvedValue(false);
    vi.mocked(login).mockResolvedValue({ token: 'tok-1', user: testUser });
    const { user, fill, router } = open('/login?redirect=%2F%2Fevil.com');
    await fill('用户名/手机号', 'zhangsan');
    await fill('密码', 'Demo@2026');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows the server message and stores nothing when the sign-in is refused', async () => {
    vi.mocked(needsDeviceCode).mockResolvedValue(false);
    vi.mocked(login).mockRejectedValue(new ApiError(401, 'BAD_CREDENTIALS', '用户名或密码错误'));
    const { user, fill, router, store } = open();

    await fill('用户名/手机号', 'zhangsan');
    await fill('密码', 'Wrong#pass1');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(store.getState().token).toBe('');
    expect(store.getState().userInfo).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('checks the fields in words before asking the server', async () => {
    const { user, fill } = open();
    await fill('用户名/手机号', 'ab');
    await user.click(submit());
    expect(
      await screen.findByText('用户名为 4–20 位字母、数字或下划线，或 11 位手机号'),
    ).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('asks for the bound phone code when chk_scan says so, and sends it with the sign-in', async () => {
    vi.mocked(needsDeviceCode).mockResolvedValue(true);
    vi.mocked(sendDeviceCode).mockResolvedValue({ phone: '138****0001', retryAfter: 60 });
    vi.mocked(login).mockResolvedValue({ token: 'tok-2', user: testUser });
    const { user, fill, router, store } = open();

    await fill('用户名/手机号', 'zhangsan');
    await user.tab();
    expect(await screen.findByLabelText('验证码')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(needsDeviceCode).toHaveBeenCalledWith('zhangsan');
    expect(screen.getByText(/该账号已开启登录验证/)).toBeInTheDocument();

    await fill('密码', 'Demo@2026');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 138****0001')).toBeInTheDocument();
    expect(sendDeviceCode).toHaveBeenCalledWith({
      username: 'zhangsan',
      password: 'Demo@2026',
      purpose: 'login',
    });

    await fill('验证码', '123456');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(login).toHaveBeenCalledWith({
      username: 'zhangsan',
      password: 'Demo@2026',
      code: '123456',
    });
    expect(store.getState().token).toBe('tok-2');
  });

  it('checks chk_scan again on submit and asks for the code before signing in', async () => {
    // Not bound when the name was left, bound by the time the form is sent.
    vi.mocked(needsDeviceCode).mockResolvedValueOnce(false).mockResolvedValue(true);
    const { user, fill } = open();
    await fill('用户名/手机号', 'zhangsan');
    await fill('密码', 'Demo@2026');
    expect(screen.queryByLabelText('验证码')).toBeNull();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '请先获取并输入发送到绑定手机的验证码',
    );
    expect(input('验证码')).toBeInTheDocument();
    expect(needsDeviceCode).toHaveBeenLastCalledWith('zhangsan');
    expect(login).not.toHaveBeenCalled();
  });

  it('says what is missing instead of asking for a code without username and password', async () => {
    vi.mocked(needsDeviceCode).mockResolvedValue(true);
    const { user, fill } = open();
    await fill('用户名/手机号', 'zhangsan');
    await user.tab();
    await user.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请先填写用户名和密码，再获取验证码')).toBeInTheDocument();
    expect(sendDeviceCode).not.toHaveBeenCalled();
  });

  it('reveals the code field when the server answers DEVICE_CODE_REQUIRED', async () => {
    vi.mocked(needsDeviceCode).mockResolvedValue(false);
    vi.mocked(login).mockRejectedValue(
      new ApiError(401, 'DEVICE_CODE_REQUIRED', '请输入发送到绑定手机的验证码'),
    );
    const { user, fill, store } = open();
    await fill('用户名/手机号', 'zhangsan');
    await fill('密码', 'Demo@2026');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入发送到绑定手机的验证码');
    expect(input('验证码')).toBeInTheDocument();
    expect(store.getState().token).toBe('');
  });

  it('keeps the redirect on the way to registration and to the government portal', () => {
    open('/login?redirect=%2Faccount%2Fsettings');
    expect(screen.getByRole('link', { name: '注册账号' })).toHaveAttribute(
      'href',
      '/accountRegister?redirect=%2Faccount%2Fsettings',
    );
    expect(screen.getByRole('link', { name: '政务服务平台登录' })).toHaveAttribute(
      'href',
      '/gov-sso/?redirect=%2F12320%2Faccount%2Fsettings',
    );
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', '/forget');
    expect(screen.getByRole('link', { name: '解除设备绑定' })).toHaveAttribute('href', '/unbind');
  });
});
