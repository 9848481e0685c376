import { Alert, App, Button, Card, Form, Input } from 'antd';
import { NewPasswordFields } from '@/components/new-password-fields/new-password-fields';
import { useSubmit } from '@/lib/use-submit';
import { changePassword } from '../api/change-password';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Changing the password signs out other devices; this one stays signed in. */
export function PasswordForm() {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();

  const { submitting, error, submit } = useSubmit();

  const onFinish = async ({ oldPassword, newPassword }: PasswordValues) => {
    await submit(async () => {
      await changePassword({ oldPassword, newPassword });
      form.resetFields();
      void message.success('密码已修改，其他设备上的登录已退出');
    });
  };

  return (
    <Card className="settings-card" title={<h2 className="settings-card__title">修改密码</h2>}>
      <Form<PasswordValues>
        form={form}
        name="change-password"
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          label="原密码"
          name="oldPassword"
          rules={[{ required: true, message: '请输入原密码' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields label="新密码" name="newPassword" differentFrom="oldPassword" />
        {error && <Alert type="error" showIcon title={error} />}
        <Button type="primary" htmlType="submit" loading={submitting}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}
