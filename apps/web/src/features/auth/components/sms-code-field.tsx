import { useEffect, useId, useState } from 'react';
import type { SmsSent } from '@portal/contract';
import { TextInput } from '@/components/form/fields';
import type { FieldProps } from '@/components/form/use-form';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

const CODE_LENGTH = 6;

/** Thrown by a `send` function when the form is not ready to ask for a code; says why in words. */
export class SmsSendBlocked extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsSendBlocked';
  }
}

export interface SmsCodeFieldProps {
  field: FieldProps;
  /** Asks the server for a code; rejects with ApiError or SmsSendBlocked to show the reason. */
  send: () => Promise<SmsSent>;
}

/**
 * A six-digit code input and its 获取验证码 button. After a code is sent the button counts down
 * the server's `retryAfter` (the limit is the server's, so the page never guesses it) and the
 * masked phone the code went to is announced.
 */
export function SmsCodeField({ field, send }: SmsCodeFieldProps) {
  const [sending, setSending] = useState(false);
  // A deadline rather than a decrementing counter: browsers throttle timers in background tabs,
  // and the wait must still end on time when the person comes back from reading the SMS.
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  useEffect(() => {
    if (until === 0) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));

  const requestCode = async () => {
    setProblem(null);
    setSending(true);
    try {
      const sent = await send();
      const t = Date.now();
      setSentTo(sent.phone);
      setNow(t);
      setUntil(t + sent.retryAfter * 1000);
    } catch (error) {
      // Network failures and 5xx already raised the global notification.
      if (error instanceof ApiError || error instanceof SmsSendBlocked) setProblem(error.message);
    } finally {
      setSending(false);
    }
  };

  const describedBy =
    [field['aria-describedby'], problem ? problemId : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className="sms-code-field">
      <div className="control-group">
        <TextInput
          field={{ ...field, 'aria-describedby': describedBy }}
          filter={(v) => v.replace(/\D/g, '').slice(0, CODE_LENGTH)}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <Button
          className="sms-code-field__send"
          onClick={() => void requestCode()}
          loading={sending}
          disabled={remaining > 0}
        >
          {remaining > 0 ? `${remaining} 秒后重新获取` : '获取验证码'}
        </Button>
      </div>
      <div className="sms-code-field__status" role="status">
        {sentTo ? `验证码已发送至 ${sentTo}` : ''}
      </div>
      {problem && (
        <div id={problemId} className="sms-code-field__problem" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
