import { Link } from 'react-router';
import { Field, PasswordField, TextField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { sendDeviceCode } from '../api/send-device-code';
import { useUnbindDevice } from '../api/unbind-device';
import { AuthCard } from './auth-card';
import { AuthDone } from './auth-done';
import { codeRules, currentPasswordRules, requireFields, signInNameRules } from './form-rules';
import { SmsCodeField } from './sms-code-field';

export function UnbindPage() {
  const form = useForm(
    { username: '', password: '', code: '' },
    { username: signInNameRules, password: currentPasswordRules, code: codeRules },
  );

  const sendCode = () => {
    requireFields(form, ['username', 'password'], '请先填写用户名和密码，再获取验证码');
    return sendDeviceCode({
      username: form.values.username.trim(),
      password: form.values.password,
      purpose: 'unbind',
    });
  };

  const unbind = useUnbindDevice();

  const onFinish = ({ username, password, code }: typeof form.values) =>
    unbind.mutate({ username: username.trim(), password, code });

  if (unbind.isSuccess) {
    return (
      <AuthCard title="解除设备绑定">
        <AuthDone
          title="已解除绑定"
          detail="登录时不再需要手机验证码。可在个人设置中重新开启登录验证。"
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="解除设备绑定"
      intro="更换手机或无法接收验证码时，可在此解除登录验证绑定。验证码将发送到账号绑定的手机。"
      footer={<Link to="/login">返回登录</Link>}
    >
      <form name="unbind" noValidate onSubmit={form.onSubmit(onFinish)}>
        <TextField form={form} name="username" label="用户名/手机号" autoComplete="username" />
        <PasswordField form={form} name="password" label="密码" autoComplete="current-password" />
        <Field form={form} name="code" label="验证码">
          {(field) => <SmsCodeField field={field} send={sendCode} />}
        </Field>
        {/* Other failures (network, 5xx) were already reported by the API client. */}
        {unbind.error instanceof ApiError && (
          <Alert className="auth-form-error" tone="error" title={unbind.error.message} />
        )}
        <Button variant="primary" type="submit" block loading={unbind.isPending}>
          解除绑定
        </Button>
      </form>
    </AuthCard>
  );
}
