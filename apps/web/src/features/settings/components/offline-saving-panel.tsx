import { useId } from 'react';
import { Link } from 'react-router';
import type { UserInfo } from '@portal/contract';
import { Alert } from '@/components/ui/alert';
import { Panel } from '@/components/ui/panel';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { chinaDateTime } from '@/lib/china-date';
import { useOfflineData } from '@/lib/offline/use-offline';
import { toast } from '@/lib/toast';
import { useSetOfflineSaving } from '../api/set-offline-saving';
import { CardDeviceList } from './card-device-list';

/**
 * 离线就诊卡和预约 (issue 30): the per-device switch, what it keeps and when it is erased, the
 * shared-phone warning, and the account's devices.
 */
export function OfflineSavingPanel({ user }: { user: UserInfo }) {
  const switchId = useId();
  const explanationId = useId();
  const saved = useOfflineData();
  const saving = useSetOfflineSaving(user);
  const on = !!saved && saved.userId === user.ID;
  const verified = user.USER_STATUS === 1;
  // The key needs WebCrypto and the data IndexedDB: a secure origin (https or localhost) and a
  // browser that has both. Elsewhere the switch says why it cannot turn on, not "try again".
  const supported = window.isSecureContext && !!globalThis.crypto?.subtle && 'indexedDB' in window;

  const toggle = (next: boolean) =>
    saving.mutate(next, {
      onSuccess: () =>
        toast.success(next ? '已开启，本机已保存就诊卡和预约' : '已关闭，本机保存的内容已删除'),
    });

  return (
    <Panel title="离线就诊卡和预约">
      <div className="settings-switch">
        <label htmlFor={switchId}>在本机离线保存就诊卡和预约</label>
        <Switch
          id={switchId}
          checked={on}
          loading={saved === undefined || saving.isPending}
          disabled={(!verified || !supported) && !on}
          onChange={toggle}
          aria-describedby={explanationId}
        />
      </div>
      <div id={explanationId}>
        <p className="settings-hint">
          开启后，在医院没有信号时，也能在这台设备上打开「我的预约」和「电子健康卡」：保存即将到来的预约（医院、科室、医生、时间、地点、序号和取号密码）以及本人和已同意的就诊人的电子健康卡，二维码由本机生成，医院扫码即可核验。退出登录、关闭此项，或
          7 天没有联网同步时，本机保存的内容会立即删除。
        </p>
        <Alert tone="warning" title="共用手机请勿开启">
          使用这台设备的其他人也能看到保存的预约和就诊卡。借来的手机、与他人共用的手机或电脑，请不要开启。
        </Alert>
      </div>
      {!supported && !on && (
        <p className="settings-hint">
          这台设备的浏览器不能离线保存：请用手机自带浏览器或 Chrome、Edge 等较新的浏览器，并通过
          https:// 开头的网址打开本站。
        </p>
      )}
      {!verified && (
        <p className="settings-hint">
          完成<Link to="/account/authentication">实名认证</Link>后才能开启。
        </p>
      )}
      {on && (
        <p className="settings-hint" role="status">
          已开启 · 上次同步 {chinaDateTime(new Date(saved.syncedAt).toISOString())}
          {saved.cards.length === 0 && '（名下没有电子健康卡，只保存预约）'}
        </p>
      )}
      {saving.error && (
        <Alert
          tone="error"
          title={saving.error instanceof ApiError ? saving.error.message : '操作没有完成，请重试'}
        />
      )}
      {verified && <CardDeviceList thisKeyId={on ? saved.keyId : null} />}
    </Panel>
  );
}
