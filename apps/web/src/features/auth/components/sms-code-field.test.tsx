import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SmsSent } from '@portal/contract';
import type { FieldProps } from '@/components/form/use-form';
import { ApiError } from '@/lib/api-client';
import { SmsCodeField, SmsSendBlocked } from './sms-code-field';

function setup(send: () => Promise<SmsSent>) {
  const onChange = vi.fn();
  const field: FieldProps = {
    id: 'code',
    name: 'code',
    value: '',
    onChange,
    onBlur: () => undefined,
    'aria-invalid': false,
    'aria-describedby': undefined,
    'aria-required': undefined,
  };
  render(
    <>
      <label htmlFor="code">验证码</label>
      <SmsCodeField field={field} send={send} />
    </>,
  );
  return { onChange };
}

const button = () => screen.getByRole('button', { name: /获取验证码|秒后重新获取/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('SmsCodeField', () => {
  it('is a labelled one-time-code input that keeps only the digits pasted', async () => {
    const user = userEvent.setup();
    const { onChange } = setup(vi.fn());
    const input = screen.getByLabelText('验证码');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.click(input);
    await user.paste(' 123 456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
  });

  it('announces where the code went and counts down from retryAfter, disabled meanwhile', async () => {
    // user-event waits on timers of its own, so clicks here are plain events.
    vi.useFakeTimers();
    const send = vi.fn().mockResolvedValue({ phone: '138****0001', retryAfter: 60 });
    setup(send);

    await act(async () => fireEvent.click(button()));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('验证码已发送至 138****0001');
    expect(button()).toHaveTextContent('60 秒后重新获取');
    expect(button()).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(button()).toHaveTextContent('59 秒后重新获取');
    expect(button()).toBeDisabled();

    act(() => vi.advanceTimersByTime(59_000));
    expect(button()).toHaveTextContent('获取验证码');
    expect(button()).toBeEnabled();
    await act(async () => fireEvent.click(button()));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a server refusal', new ApiError(429, 'RATE_LIMITED', '获取验证码过于频繁，请 45 秒后再试')],
    ['a form that is not ready', new SmsSendBlocked('请先填写正确的手机号，再获取验证码')],
  ])('says why in words after %s and stays usable', async (_label, error) => {
    const user = userEvent.setup();
    setup(vi.fn().mockRejectedValue(error));
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(error.message);
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription(error.message);
    expect(button()).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
