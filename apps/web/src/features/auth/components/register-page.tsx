import { useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { register } from '../api/register';
import { sendSmsCode } from '../api/send-sms-code';
import { AuthCard } from './auth-card';
import {
  PASSWORD_HINT,
  chosenUsernameRules,
  codeRules,
  confirmPasswordRules,
  newPasswordRules,
  phoneRules,
  requireFields,
} from './form-rules';
import { SmsCodeField } from './sms-code-field';
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
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async () => {
    await requireFields(form, ['phone'], '请先填写正确的手机号，再获取验证码');
    return sendSmsCode({ phone: form.getFieldValue('phone') as string, purpose: 'register' });
  };

  const onFinish = async ({ phone, code, username, password }: RegisterValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const chosen = username?.trim();
      const result = await register({
        phone,
        code,
        password,
        ...(chosen ? { username: chosen } : {}),
      });
      completeSignIn(result);
      void message.success('注册成功');
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    } finally {
      setSubmitting(false);
    }
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
        <Form.Item label="手机号" name="phone" rules={phoneRules}>
          <Input autoComplete="tel" inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item label="验证码" name="code" rules={codeRules}>
          <SmsCodeField send={sendCode} />
        </Form.Item>
        <Form.Item
          label="用户名"
          name="username"
          dependencies={['phone']}
          rules={chosenUsernameRules}
          extra="选填，4–20 位字母、数字或下划线；不填则使用手机号"
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          label="密码"
          name="password"
          rules={newPasswordRules('密码')}
          extra={PASSWORD_HINT}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认密码"
          name="confirm"
          dependencies={['password']}
          rules={confirmPasswordRules('password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {error && <Alert className="auth-form-error" type="error" showIcon title={error} />}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          注册
        </Button>
      </Form>
    </AuthCard>
  );
}
