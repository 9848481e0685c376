import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router';
import { useSubmit } from '@/lib/use-submit';
import { sendDeviceCode } from '../api/send-device-code';
import { unbindDevice } from '../api/unbind-device';
import { AuthCard } from './auth-card';
import { AuthDone } from './auth-done';
import { codeRules, currentPasswordRules, requireFields, signInNameRules } from './form-rules';
import { SmsCodeField } from './sms-code-field';

interface UnbindValues {
  username: string;
  password: string;
  code: string;
}

export function UnbindPage() {
  const [form] = Form.useForm<UnbindValues>();
  const [done, setDone] = useState(false);

  const typedName = () => ((form.getFieldValue('username') as string | undefined) ?? '').trim();

  const sendCode = async () => {
    await requireFields(form, ['username', 'password'], '请先填写用户名和密码，再获取验证码');
    return sendDeviceCode({
      username: typedName(),
      password: form.getFieldValue('password') as string,
      purpose: 'unbind',
    });
  };

  const { submitting, error, submit } = useSubmit();

  const onFinish = async ({ username, password, code }: UnbindValues) => {
    await submit(async () => {
      await unbindDevice({ username: username.trim(), password, code });
      setDone(true);
    });
  };

  if (done) {
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
      <Form<UnbindValues>
        form={form}
        name="unbind"
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item label="用户名/手机号" name="username" rules={signInNameRules}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item label="密码" name="password" rules={currentPasswordRules}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="验证码" name="code" rules={codeRules}>
          <SmsCodeField send={sendCode} />
        </Form.Item>
        {error && <Alert className="auth-form-error" type="error" showIcon title={error} />}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          解除绑定
        </Button>
      </Form>
    </AuthCard>
  );
}
