import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { WEB_BASE, isValidUsername } from '@portal/contract';
import { Field, PasswordField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSiteConfig } from '@/lib/site-config';
import { ApiError } from '@/lib/api-client';
import { safeRedirect } from '@/lib/safe-redirect';
import { needsDeviceCode } from '../api/needs-device-code';
import { login } from '../api/login';
import { sendDeviceCode } from '../api/send-device-code';
import { AuthCard } from './auth-card';
import { codeRules, currentPasswordRules, requireFields, signInNameRules } from './form-rules';
import { SmsCodeField } from './sms-code-field';
import { useCompleteSignIn } from './use-complete-sign-in';

const DEVICE_CODE_HINT = '该账号已开启登录验证，请输入发送到绑定手机的验证码';

/** The government portal sends the person back to the page they wanted (a full site path). */
function govLoginHref(base: string, redirect: string | null): string {
  if (redirect === null) return base;
  const back = WEB_BASE.replace(/\/$/, '') + safeRedirect(redirect);
  return `${base}${base.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(back)}`;
}

/** Failures of this check (chk_scan) are not the person's to fix: the sign-in itself will say if a code is due. */
async function needsDeviceCodeQuietly(username: string): Promise<boolean | undefined> {
  try {
    return await needsDeviceCode(username);
  } catch {
    return undefined;
  }
}

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const { govLoginUrl } = useSiteConfig();
  const completeSignIn = useCompleteSignIn();
  const [needCode, setNeedCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm(
    { username: '', password: '', code: '' },
    {
      username: signInNameRules,
      password: currentPasswordRules,
      code: needCode ? codeRules : [],
    },
  );

  const typedName = () => form.values.username.trim();

  const checkNameOnBlur = async () => {
    const username = typedName();
    if (!isValidUsername(username)) return;
    const need = await needsDeviceCodeQuietly(username);
    // The name may have been changed while the answer was on its way.
    if (need !== undefined && typedName() === username) setNeedCode(need);
  };

  const sendCode = () => {
    requireFields(form, ['username', 'password'], '请先填写用户名和密码，再获取验证码');
    return sendDeviceCode({
      username: typedName(),
      password: form.values.password,
      purpose: 'login',
    });
  };

  const onFinish = async ({ username, password, code }: typeof form.values) => {
    setError(null);
    setSubmitting(true);
    try {
      const name = username.trim();
      const need = (await needsDeviceCodeQuietly(name)) ?? needCode;
      setNeedCode(need);
      if (need && !code) {
        setError('请先获取并输入发送到绑定手机的验证码');
        return;
      }
      completeSignIn(
        await login(
          need && code ? { username: name, password, code } : { username: name, password },
        ),
      );
    } catch (e) {
      if (!(e instanceof ApiError)) return;
      if (e.code === 'DEVICE_CODE_REQUIRED') setNeedCode(true);
      setError(e.message);
    } finally {
      setSubmitting(false);
    }
  };

  const registerSearch = redirect === null ? '' : `?${new URLSearchParams({ redirect })}`;

  return (
    <AuthCard
      title="登录"
      footer={
        <>
          <Link to={{ pathname: '/accountRegister', search: registerSearch }}>注册账号</Link>
          <Link to="/forget">忘记密码</Link>
          <Link to="/unbind">解除设备绑定</Link>
          <a href={govLoginHref(govLoginUrl, redirect)}>政务服务平台登录</a>
        </>
      }
    >
      <form name="login" noValidate onSubmit={form.onSubmit(onFinish)}>
        <Field form={form} name="username" label="用户名/手机号">
          {(field) => (
            <input
              type="text"
              className="control"
              autoComplete="username"
              {...field}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={() => {
                field.onBlur();
                void checkNameOnBlur();
              }}
            />
          )}
        </Field>
        <PasswordField form={form} name="password" label="密码" autoComplete="current-password" />
        {needCode && (
          <Field form={form} name="code" label="验证码" hint={DEVICE_CODE_HINT}>
            {(field) => <SmsCodeField field={field} send={sendCode} />}
          </Field>
        )}
        {error && <Alert className="auth-form-error" tone="error" title={error} />}
        <Button variant="primary" type="submit" block loading={submitting}>
          登录
        </Button>
      </form>
    </AuthCard>
  );
}
