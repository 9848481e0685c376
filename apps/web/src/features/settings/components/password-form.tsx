import { Card } from 'antd';
import { PasswordField } from '@/components/form/fields';
import { rules, useForm } from '@/components/form/use-form';
import {
  NewPasswordFields,
  newPasswordRules,
} from '@/components/new-password-fields/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSubmit } from '@/lib/use-submit';
import { changePassword } from '../api/change-password';

/** Changing the password signs out other devices; this one stays signed in. */
export function PasswordForm() {
  const form = useForm(
    { oldPassword: '', newPassword: '', confirm: '' },
    {
      oldPassword: [rules.required('请输入原密码')],
      ...newPasswordRules('新密码', 'newPassword', 'oldPassword'),
    },
  );

  const { submitting, error, submit } = useSubmit();

  const onFinish = async ({ oldPassword, newPassword }: typeof form.values) => {
    await submit(async () => {
      await changePassword({ oldPassword, newPassword });
      form.reset();
      toast.success('密码已修改，其他设备上的登录已退出');
    });
  };

  return (
    <Card className="settings-card" title={<h2 className="settings-card__title">修改密码</h2>}>
      <form name="change-password" noValidate onSubmit={form.onSubmit(onFinish)}>
        <PasswordField
          form={form}
          name="oldPassword"
          label="原密码"
          autoComplete="current-password"
        />
        <NewPasswordFields form={form} label="新密码" name="newPassword" />
        {error && <Alert className="settings-form-error" tone="error" title={error} />}
        <Button variant="primary" type="submit" loading={submitting}>
          修改密码
        </Button>
      </form>
    </Card>
  );
}
