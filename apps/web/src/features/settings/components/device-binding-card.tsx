import { useId } from 'react';
import { Alert, Card, ConfigProvider, Switch } from 'antd';
import type { ThemeConfig } from 'antd';
import { Link } from 'react-router';
import type { UserInfo } from '@portal/contract';
import { sessionStore, useSession } from '@/lib/session-store';
import { useSubmit } from '@/lib/use-submit';
import { setDeviceBinding } from '../api/set-device-binding';
import { toast } from '@/lib/toast';

// antd sizes the switch from the font (32 px high in elder mode); 适老化 asks 44 px targets.
const ELDER_SWITCH: ThemeConfig = {
  components: {
    Switch: {
      trackHeight: 44,
      trackMinWidth: 88,
      handleSize: 40,
      innerMinMargin: 20,
      innerMaxMargin: 44,
    },
  },
};

/** Sign-in verification: a code to the bound phone on top of the password. */
export function DeviceBindingCard({ user }: { user: UserInfo }) {
  const elderMode = useSession((s) => s.elderMode);
  const switchId = useId();
  const explanationId = useId();

  const { submitting: saving, error, submit } = useSubmit();

  const toggle = async (enabled: boolean) => {
    await submit(async () => {
      // The answer is the updated user, so the store (and the top bar) needs no second call.
      const updated = await setDeviceBinding({ enabled });
      sessionStore().getState().set('userInfo', updated);
      toast.success(enabled ? '已开启登录短信验证' : '已关闭登录短信验证');
    });
  };

  const toggleSwitch = (
    <Switch
      id={switchId}
      checked={user.DEVICE_BOUND}
      loading={saving}
      onChange={(checked) => void toggle(checked)}
      checkedChildren="开"
      unCheckedChildren="关"
      aria-describedby={explanationId}
    />
  );

  return (
    <Card className="settings-card" title={<h2 className="settings-card__title">登录验证</h2>}>
      <div className="settings-switch">
        <label htmlFor={switchId}>登录时需短信验证</label>
        {elderMode ? (
          <ConfigProvider theme={ELDER_SWITCH}>{toggleSwitch}</ConfigProvider>
        ) : (
          toggleSwitch
        )}
      </div>
      <p id={explanationId} className="settings-hint">
        开启后，登录时除密码外，还需输入发送到绑定手机 {user.PHONE}{' '}
        的短信验证码，他人即使知道密码也无法登录。更换手机后，可在
        <Link to="/unbind">解除登录验证</Link>
        页面凭密码和短信验证码关闭此项。
      </p>
      {error && <Alert type="error" showIcon title={error} />}
    </Card>
  );
}
