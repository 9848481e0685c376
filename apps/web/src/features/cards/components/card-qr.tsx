import { useEffect, useState } from 'react';
import type { CardQr } from '@portal/contract';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useCardQr } from '../api/get-card-qr';

/** One SVG path of the dark modules, with the 4-module quiet zone scanners need. */
function qrPath({ size, modules }: CardQr): string {
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (modules[y * size + x] === '1') d += `M${x + 4} ${y + 4}h1v1h-1z`;
    }
  }
  return d;
}

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
  const side = qr.data.size + 8;
  return (
    <figure className="card-qr">
      <svg
        className="card-qr__image"
        viewBox={`0 0 ${side} ${side}`}
        role="img"
        aria-label={`电子健康卡 ${cardNo} 的二维码`}
        shapeRendering="crispEdges"
      >
        <rect width={side} height={side} fill="#fff" />
        <path d={qrPath(qr.data)} fill="#000" />
      </svg>
      <figcaption className="card-qr__caption">
        <span>请向医院工作人员出示此码，扫码即可挂号、就诊、缴费。</span>
        <span role="status">
          {left > 0 ? `二维码 ${left} 秒内有效，会自动更新` : '正在更新二维码……'}
        </span>
        <span>截图转发的二维码几分钟后即失效，请勿截图给他人。</span>
      </figcaption>
    </figure>
  );
}
