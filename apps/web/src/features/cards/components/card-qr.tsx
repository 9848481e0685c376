import { useEffect, useState } from 'react';
import { QrSvg } from '@/components/qr-code/qr-svg';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useCardQr } from '../api/get-card-qr';

function useSecondsLeft(expiresAt: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return expiresAt ? Math.max(0, Math.round((Date.parse(expiresAt) - now) / 1000)) : 0;
}

/** The electronic health card's code: drawn here from the server's modules, renewed in time. */
export function CardQrCode({ bindingId, cardNo }: { bindingId: string; cardNo: string }) {
  const qr = useCardQr(bindingId);
  const left = useSecondsLeft(qr.data?.expiresAt);
  if (qr.isError) return <Alert tone="error" title="二维码暂时无法显示，请稍后再试" />;
  if (!qr.data) return <Skeleton lines={3} />;
  return (
    <figure className="card-qr">
      <QrSvg
        className="card-qr__image"
        size={qr.data.size}
        modules={qr.data.modules}
        label={`电子健康卡 ${cardNo} 的二维码`}
      />
      <figcaption className="card-qr__caption">
        <span>就诊时向医院工作人员出示此码，扫码即可识别您的身份。</span>
        <span role="status">
          {left > 0 ? `二维码 ${left} 秒内有效，会自动更新` : '正在更新二维码……'}
        </span>
        <span>截图转发的二维码几分钟后即失效，请勿截图给他人。</span>
      </figcaption>
    </figure>
  );
}
