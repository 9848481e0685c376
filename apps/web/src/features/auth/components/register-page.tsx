import { Alert, App, Button, Form, Input } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordFields } from '@/components/new-password-fields/new-password-fields';
import { useSubmit } from '@/lib/use-submit';
import { register } from '../api/register';
import { AuthCard } from './auth-card';
import { chosenUsernameRules } from './form-rules';
import { PhoneCodeFields } from './phone-code-fields';
import { useCompleteSignIn } from './use-complete-sign-in';

interface RegisterValues {
  phone: string;
  code: string;
  username?: string;
  password: string;
  confirm: string;
}

export function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const { message } = App.useApp();
  const completeSignIn = useCompleteSignIn();

  const { submitting, error, submit } = useSubmit();

  const onFinish = async ({ phone, code, username, password }: RegisterValues) => {
    await submit(async () => {
      const chosen = username?.trim();
      const result = await register({
        phone,
        code,
        password,
        ...(chosen ? { username: chosen } : {}),
      });
      completeSignIn(result);
      void message.success('注册成功');
    });
  };

  const loginSearch = redirect === null ? '' : `?${new URLSearchParams({ redirect })}`;

  return (
    <AuthCard
      title="注册"
      footer={<Link to={{ pathname: '/login', search: loginSearch }}>已有账号？去登录</Link>}
    >
      <Form<RegisterValues>
        form={form}
        name="register"
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
      >
        <PhoneCodeFields purpose="register" />
        <Form.Item
          label="用户名"
          name="username"
          dependencies={['phone']}
          rules={chosenUsernameRules}
          extra="选填，4–20 位字母、数字或下划线；不填则使用手机号"
        >
          <Input autoComplete="username" />
        </Form.Item>
        <NewPasswordFields label="密码" />
        {error && <Alert className="auth-form-error" type="error" showIcon title={error} />}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          注册
        </Button>
      </Form>
    </AuthCard>
  );
}
