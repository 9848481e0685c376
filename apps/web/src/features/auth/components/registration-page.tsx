import { Link, useSearchParams } from 'react-router';
import { TextField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import {
  NewPasswordFields,
  newPasswordRules,
} from '@/components/new-password-fields/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { verificationAfterRegistration } from '@/lib/verification-handover';
import { useRegister } from '../api/register';
import { AuthCard } from './auth-card';
import { chosenUsernameRules } from './form-rules';
import { PhoneCodeFields, phoneCodeRules } from './phone-code-fields';
import { useCompleteSignIn } from './use-complete-sign-in';

export function RegistrationPage() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const completeSignIn = useCompleteSignIn();
  const form = useForm(
    { phone: '', code: '', username: '', password: '', confirm: '' },
    { ...phoneCodeRules, username: chosenUsernameRules, ...newPasswordRules('密码') },
  );

  const registration = useRegister();

  const onFinish = ({ phone, code, username, password }: typeof form.values) => {
    const chosen = username.trim();
    registration.mutate(
      { phone, code, password, ...(chosen ? { username: chosen } : {}) },
      {
        onSuccess: (result) => {
          completeSignIn(result, verificationAfterRegistration(phone, redirect));
          toast.success('注册成功');
        },
      },
    );
  };

  const loginSearch = redirect === null ? '' : `?${new URLSearchParams({ redirect })}`;

  return (
    <AuthCard
      title="注册"
      footer={<Link to={{ pathname: '/login', search: loginSearch }}>已有账号？去登录</Link>}
    >
      <form name="register" noValidate onSubmit={form.onSubmit(onFinish)}>
        <PhoneCodeFields form={form} purpose="register" />
        <TextField
          form={form}
          name="username"
          label="用户名"
          hint="选填，4–20 位字母、数字或下划线；不填则使用手机号"
          autoComplete="username"
        />
        <NewPasswordFields form={form} label="密码" />
        {/* Other failures (network, 5xx) were already reported by the API client. */}
        {registration.error instanceof ApiError && (
          <Alert className="auth-form-error" tone="error" title={registration.error.message} />
        )}
        <Button variant="primary" type="submit" block loading={registration.isPending}>
          注册
        </Button>
      </form>
    </AuthCard>
  );
}
