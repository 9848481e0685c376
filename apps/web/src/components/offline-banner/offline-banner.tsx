import { useRevalidator } from 'react-router';
import { Button } from '@/components/ui/button';
import { chinaDateTime } from '@/lib/china-date';
import './offline-banner.css';

/**
 * Says in words (not colour only) that the page shows what this device saved, and since when:
 * 离线 · 上次同步 11月27日 08:05; 重试 asks the server again (the route guard runs).
 */
export function OfflineBanner({ syncedAt }: { syncedAt: number }) {
  const revalidator = useRevalidator();
  return (
    <div className="offline-banner" role="status">
      <p className="offline-banner__title">
        离线 · 上次同步 {chinaDateTime(new Date(syncedAt).toISOString())}
      </p>
      <p className="offline-banner__text">
        现在没有网络或连不上服务器，显示的是本机保存的内容，可能不是最新的。联网后会自动更新。
      </p>
      <Button
        loading={revalidator.state === 'loading'}
        onClick={() => void revalidator.revalidate()}
      >
        重试
      </Button>
    </div>
  );
}
