import { Link } from 'react-router';
import { useForm } from '@/components/form/use-form';
import {
  NewPasswordFields,
  newPasswordRules,
} from '@/components/new-password-fields/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { AuthDone } from './auth-done';
import { PhoneCodeFields, phoneCodeRules } from './phone-code-fields';

const SIGN_OUT_NOTE =
  '为了账号安全，重置密码后，所有已登录的设备都会退出登录，请用新密码重新登录。';

export function ForgetPage() {
  const form = useForm(
    { phone: '', code: '', password: '', confirm: '' },
    { ...phoneCodeRules, ...newPasswordRules('新密码') },
  );

  const reset = useResetPassword();

  const onFinish = ({ phone, code, password }: typeof form.values) =>
    reset.mutate({ phone, code, password });

  if (reset.isSuccess) {
    return (
      <AuthCard title="找回密码">
        <AuthDone title="密码已重置" detail={SIGN_OUT_NOTE} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="找回密码"
      intro={`用注册手机号接收验证码，设置新密码。${SIGN_OUT_NOTE}`}
      footer={<Link to="/login">想起密码了？去登录</Link>}
    >
      <form name="forget" noValidate onSubmit={form.onSubmit(onFinish)}>
        <PhoneCodeFields form={form} purpose="reset" />
        <NewPasswordFields form={form} label="新密码" />
        {/* Other failures (network, 5xx) were already reported by the API client. */}
        {reset.error instanceof ApiError && (
          <Alert className="auth-form-error" tone="error" title={reset.error.message} />
        )}
        <Button variant="primary" type="submit" block loading={reset.isPending}>
          重置密码
        </Button>
      </form>
    </AuthCard>
  );
}
