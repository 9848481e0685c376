import { PasswordField } from '@/components/form/fields';
import { rules, useForm } from '@/components/form/use-form';
import {
  NewPasswordFields,
  newPasswordRules,
} from '@/components/new-password-fields/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';

/** Changing the password signs out other devices; this one stays signed in. */
export function PasswordForm() {
  const form = useForm(
    { oldPassword: '', newPassword: '', confirm: '' },
    {
      oldPassword: [rules.required('请输入原密码')],
      ...newPasswordRules('新密码', 'newPassword', 'oldPassword'),
    },
  );
  const change = useChangePassword();

  const onValid = ({ oldPassword, newPassword }: typeof form.values) =>
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast.success('密码已修改，其他设备上的登录已退出');
        },
      },
    );

  return (
    <Panel title="修改密码">
      <form name="change-password" noValidate onSubmit={form.onSubmit(onValid)}>
        <PasswordField
          form={form}
          name="oldPassword"
          label="原密码"
          autoComplete="current-password"
        />
        <NewPasswordFields form={form} label="新密码" name="newPassword" />
        {/* Other failures (network, 5xx) were already reported by the API client. */}
        {change.error instanceof ApiError && (
          <Alert className="settings-form-error" tone="error" title={change.error.message} />
        )}
        <Button variant="primary" type="submit" loading={change.isPending}>
          修改密码
        </Button>
      </form>
    </Panel>
  );
}
