import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OfflineBanner } from '@/components/offline-banner/offline-banner';
import { Empty } from '@/components/ui/empty';
import { Skeleton } from '@/components/ui/skeleton';
import type { OfflineData } from '@/lib/offline/offline-store';
import { useOfflineData } from '@/lib/offline/use-offline';

/**
 * What the offline pages (我的预约, 电子健康卡) share around their own content: the saved data
 * loading, nothing saved on this device with how to turn saving on, or the 离线 banner and the
 * page's content drawn from what was saved.
 */
export function OfflineSaved({
  saved,
  useLater,
  noteClassName,
  children,
}: {
  /** What the page keeps offline, as in 离线保存的{saved}. */
  saved: string;
  /** What the person can do here later, as in 以后没有网络时也能在这里{useLater}. */
  useLater: string;
  noteClassName: string;
  children: (data: OfflineData) => ReactNode;
}) {
  const data = useOfflineData();
  if (data === undefined) return <Skeleton lines={4} />;
  if (data === null) {
    return (
      <>
        <Empty description={`现在没有网络，这台设备上也没有离线保存的${saved}。`} />
        <p className={noteClassName}>
          联网后登录，在<Link to="/account/settings">个人设置</Link>
          中开启“在本机离线保存就诊卡和预约”，以后没有网络时也能在这里{useLater}。
        </p>
      </>
    );
  }
  return (
    <>
      <OfflineBanner syncedAt={data.syncedAt} />
      {children(data)}
    </>
  );
}
