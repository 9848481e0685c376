import { useId } from 'react';
import { Link } from 'react-router';
import type { UserInfo } from '@portal/contract';
import { Alert } from '@/components/ui/alert';
import { Panel } from '@/components/ui/panel';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSetDeviceBinding } from '../api/set-device-binding';

/** Sign-in verification: a code to the bound phone on top of the password. */
export function DeviceBindingCard({ user }: { user: UserInfo }) {
  const switchId = useId();
  const explanationId = useId();
  const binding = useSetDeviceBinding();

  const toggle = (enabled: boolean) =>
    binding.mutate(
      { enabled },
      { onSuccess: () => toast.success(enabled ? '已开启登录短信验证' : '已关闭登录短信验证') },
    );

  return (
    <Panel title="登录验证">
      <div className="settings-switch">
        <label htmlFor={switchId}>登录时需短信验证</label>
        <Switch
          id={switchId}
          checked={user.DEVICE_BOUND}
          loading={binding.isPending}
          onChange={toggle}
          aria-describedby={explanationId}
        />
      </div>
      <p id={explanationId} className="settings-hint">
        开启后，登录时除密码外，还需输入发送到绑定手机 {user.PHONE}{' '}
        的短信验证码，他人即使知道密码也无法登录。更换手机后，可在
        <Link to="/unbind">解除登录验证</Link>
        页面凭密码和短信验证码关闭此项。
      </p>
      {binding.error instanceof ApiError && <Alert tone="error" title={binding.error.message} />}
    </Panel>
  );
}
