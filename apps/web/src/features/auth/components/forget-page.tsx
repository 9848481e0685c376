import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { Link } from 'react-router';
import { NewPasswordFields } from '@/components/new-password-fields/new-password-fields';
import { useSubmit } from '@/lib/use-submit';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { AuthDone } from './auth-done';
import { PhoneCodeFields } from './phone-code-fields';

interface ForgetValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

const SIGN_OUT_NOTE =
  '为了账号安全，重置密码后，所有已登录的设备都会退出登录，请用新密码重新登录。';

export function ForgetPage() {
  const [form] = Form.useForm<ForgetValues>();
  const [done, setDone] = useState(false);

  const { submitting, error, submit } = useSubmit();

  const onFinish = async ({ phone, code, password }: ForgetValues) => {
    await submit(async () => {
      await resetPassword({ phone, code, password });
      setDone(true);
    });
  };

  if (done) {
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
      <Form<ForgetValues>
        form={form}
        name="forget"
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
      >
        <PhoneCodeFields purpose="reset" />
        <NewPasswordFields label="新密码" />
        {error && <Alert className="auth-form-error" type="error" showIcon title={error} />}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          重置密码
        </Button>
      </Form>
    </AuthCard>
  );
}
