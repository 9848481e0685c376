import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '@/lib/api';
import { useSignIn } from './api/sign-in';

interface Fields {
  username: string;
  password: string;
  code: string;
}

/** Only paths inside the console: a redirect parameter never leads elsewhere. */
function safeBack(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export default function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const onFinish = (fields: Fields) =>
    signIn.mutate(fields, {
      onSuccess: () => navigate(safeBack(params.get('redirect')), { replace: true }),
    });

  return (
    <main
      id="main"
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: '#f5f5f5',
        padding: 16,
      }}
    >
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          12320 工作台登录
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          供卫健局、医院、医生和内容编辑使用。市民请前往健康服务平台。
        </Typography.Paragraph>
        {params.get('expired') ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="登录已过期（15 分钟无操作或账号状态变化），请重新登录。"
          />
        ) : null}
        {signIn.error ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={errorText(signIn.error)}
            role="alert"
          />
        ) : null}
        <Form<Fields> layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item
            label="用户名"
            name="username"
            rules={[{ required: true, message: '请输入用户名' }]}
          >
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item
            label="密码"
            name="password"
            rules={[{ required: true, message: '请输入密码' }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label="动态验证码"
            name="code"
            extra="验证器应用中的 6 位数字；手机不在身边时可输入一个恢复码。"
            rules={[{ required: true, message: '请输入动态验证码或恢复码' }]}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            登录
          </Button>
        </Form>
      </Card>
    </main>
  );
}
