import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { changePassword } from '../api/change-password';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

const PASSWORD_RULE_TEXT = `${PASSWORD_MIN}–${PASSWORD_MAX} 位，须包含字母、数字、符号中的至少两种`;

const newPasswordRules: FormRule[] = [
  { required: true, message: '请输入新密码' },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (!value) return;
      const problem = passwordProblem(value);
      if (problem) throw new Error(problem);
      if (value === getFieldValue('oldPassword')) throw new Error('新密码不能与原密码相同');
    },
  }),
];

const confirmRules: FormRule[] = [
  { required: true, message: '请再次输入新密码' },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (value && value !== getFieldValue('newPassword')) {
        throw new Error('两次输入的新密码不一致');
      }
    },
  }),
];

/** Changing the password signs out other devices; this one stays signed in. */
export function PasswordForm() {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ oldPassword, newPassword }: PasswordValues) => {
    setError(null);
    setSubmitting(true);
    try {
      await changePassword({ oldPassword, newPassword });
      form.resetFields();
      void message.success('密码已修改，其他设备上的登录已退出');
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    } finally {
      setSubmitting(false);
    }
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
        <Form.Item
          label="新密码"
          name="newPassword"
          dependencies={['oldPassword']}
          rules={newPasswordRules}
          extra={PASSWORD_RULE_TEXT}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirm"
          dependencies={['newPassword']}
          rules={confirmRules}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} />}
        <Button type="primary" htmlType="submit" loading={submitting}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}
