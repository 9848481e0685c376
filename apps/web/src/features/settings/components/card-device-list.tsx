import { useState } from 'react';
import type { CardDevice } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { chinaDateTime } from '@/lib/china-date';
import { eraseOffline } from '@/lib/offline/offline-store';
import { toast } from '@/lib/toast';
import { useCardDevices } from '../api/get-card-devices';
import { useRevokeCardDevice } from '../api/revoke-card-device';

function DeviceItem({
  device,
  here,
  onRevoke,
}: {
  device: CardDevice;
  here: boolean;
  onRevoke: () => void;
}) {
  return (
    <li className="card-device">
      <p className="card-device__name">
        {device.label}
        {here && <span className="badge badge--success">本机</span>}
      </p>
      <dl className="settings-facts">
        <div>
          <dt>可出示的卡</dt>
          <dd>
            {device.cards.length === 0
              ? '无（卡已解绑或注销）'
              : device.cards
                  .map((c) => `${c.patientName}（${c.relation}）${c.hospitalName} ${c.cardNoHint}`)
                  .join('；')}
          </dd>
        </div>
        <div>
          <dt>开启时间</dt>
          <dd>{chinaDateTime(device.createdAt)}</dd>
        </div>
        <div>
          <dt>最近扫码</dt>
          <dd>{device.lastSeenAt ? chinaDateTime(device.lastSeenAt) : '还没有被医院扫码核验过'}</dd>
        </div>
      </dl>
      <Button onClick={onRevoke}>停用</Button>
    </li>
  );
}

/** The account's devices with offline saving on; any can be stopped from here. */
export function CardDeviceList({ thisKeyId }: { thisKeyId: string | null }) {
  const devices = useCardDevices(true);
  const revoke = useRevokeCardDevice();
  const [asking, setAsking] = useState<CardDevice | null>(null);

  const stop = async (device: CardDevice) => {
    try {
      // This device: the same as turning the switch off (its data goes too).
      if (device.id === thisKeyId) await eraseOffline();
      await revoke.mutateAsync(device.id);
      toast.success(`已停用「${device.label}」的离线就诊卡`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : '停用失败，请重试');
    }
  };

  return (
    <section className="card-devices" aria-labelledby="card-devices-title">
      <h3 id="card-devices-title">已开启的设备</h3>
      <QueryState query={devices}>
        {({ devices: list, max }) =>
          list.length === 0 ? (
            <p className="settings-hint">还没有设备开启离线保存。</p>
          ) : (
            <>
              <p className="settings-hint">
                每个账号最多 {max} 台设备。手机丢失或换了手机，请在这里停用旧设备。
              </p>
              <ul className="card-device-list" aria-label="已开启离线保存的设备">
                {list.map((device) => (
                  <DeviceItem
                    key={device.id}
                    device={device}
                    here={device.id === thisKeyId}
                    onRevoke={() => setAsking(device)}
                  />
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={asking !== null}
        title="停用设备"
        okText="停用"
        danger
        onClose={() => setAsking(null)}
        onConfirm={() => (asking ? stop(asking) : undefined)}
      >
        {asking
          ? `停用后，「${asking.label}」不能再离线出示电子健康卡${asking.id === thisKeyId ? '，本机保存的预约和就诊卡也会立即删除' : ''}。确定停用吗？`
          : ''}
      </ConfirmDialog>
    </section>
  );
}
