import type { ReactNode } from 'react';
import { Alert, Button, Card, Form, Input, List, Result, Space, Spin, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '@/lib/api';
import { useCompleteEnrolment, useEnrolment } from './api/enrolment';

interface Fields {
  password: string;
  confirm: string;
  code: string;
}

/**
 * The one-time link an administrator gives a new colleague (or after a factor reset): set a
 * password, add the code to an authenticator app, confirm with its first code, and keep the
 * ten recovery codes, which are shown only here.
 */
export default function EnrolPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const view = useEnrolment(token);
  const complete = useCompleteEnrolment();

  const frame = (body: ReactNode) => (
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
      <Card style={{ width: '100%', maxWidth: 560 }}>{body}</Card>
    </main>
  );

  if (!token)
    return frame(
      <Result status="warning" title="缺少开通链接" subTitle="请使用管理员发给您的完整链接。" />,
    );
  if (view.isPending)
    return frame(
      <Spin tip="正在加载…">
        <div style={{ height: 80 }} />
      </Spin>,
    );
  if (view.error)
    return frame(<Result status="warning" title="无法开通" subTitle={errorText(view.error)} />);

  if (complete.data) {
    return frame(
      <>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          账号已开通
        </Typography.Title>
        <Alert
          type="warning"
          showIcon
          title="请立即抄写或打印下面 10 个恢复码并妥善保管"
          description="手机丢失或更换时，每个恢复码可代替一次动态验证码登录。它们只显示这一次。"
        />
        <List
          style={{ margin: '16px 0' }}
          grid={{ column: 2 }}
          dataSource={complete.data.recoveryCodes}
          renderItem={(code) => (
            <List.Item>
              <Typography.Text code copyable>
                {code}
              </Typography.Text>
            </List.Item>
          )}
        />
        <Link to="/sign-in">前往登录</Link>
      </>,
    );
  }

  const { username, name, secret, qrSvg } = view.data;
  return frame(
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        开通工作台账号
      </Typography.Title>
      <Typography.Paragraph>
        {name}（用户名 <Typography.Text code>{username}</Typography.Text>
        ），请完成以下两步。链接 24 小时内有效，只能使用一次。
      </Typography.Paragraph>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        第一步：用验证器应用扫描二维码
      </Typography.Title>
      <Space align="start" wrap>
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(qrSvg)}`}
          alt="动态验证码的二维码"
          width={180}
          height={180}
        />
        <Typography.Paragraph style={{ maxWidth: 300 }}>
          可使用任意支持 TOTP 的验证器应用。无法扫码时，手动输入密钥：
          <br />
          <Typography.Text code copyable>
            {secret}
          </Typography.Text>
        </Typography.Paragraph>
      </Space>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        第二步：设置密码并输入验证器显示的 6 位数字
      </Typography.Title>
      {complete.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={errorText(complete.error)}
        />
      ) : null}
      <Form<Fields>
        layout="vertical"
        requiredMark={false}
        onFinish={({ password, code }) => complete.mutate({ token, password, code })}
      >
        <Form.Item
          label="密码"
          name="password"
          extra="至少 10 位，须同时包含字母和数字。"
          rules={[
            { required: true, message: '请设置密码' },
            {
              pattern: /^(?=.*[A-Za-z])(?=.*\d).{10,}$/,
              message: '至少 10 位，须同时包含字母和数字',
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="再次输入密码"
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次输入密码' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error('两次输入的密码不一致')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="动态验证码"
          name="code"
          rules={[{ required: true, pattern: /^\d{6}$/, message: '请输入验证器显示的 6 位数字' }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={complete.isPending}>
          完成开通
        </Button>
      </Form>
    </>,
  );
}
