import { useEffect, useState } from 'react';
import { create } from 'qrcode';
import { OFFLINE_CODE_PREFIX } from '@portal/contract';
import { QrSvg } from '@/components/qr-code/qr-svg';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { chinaClock } from '@/lib/china-date';
import { signText } from '@/lib/offline/device-key';

/** A new code each minute, as the online card's. */
const RENEW_MS = 60_000;

interface Code {
  payload: string;
  size: number;
  modules: string;
  signedAt: number;
}

/** `QH12320OFF.<keyId>.<cardId>.<unixSeconds>.<signature>`, signed over the middle three. */
async function offlineCode(key: CryptoKey, keyId: string, cardId: string): Promise<Code> {
  const signedAt = Date.now();
  const seconds = Math.floor(signedAt / 1000);
  const signed = `${keyId}.${cardId}.${seconds}`;
  const payload = `${OFFLINE_CODE_PREFIX}.${signed}.${await signText(key, signed)}`;
  const { modules } = create(payload, { errorCorrectionLevel: 'M' });
  return { payload, size: modules.size, modules: Array.from(modules.data).join(''), signedAt };
}

/**
 * The electronic health card's code with no network: signed on this device by its key, so a
 * hospital's scanner can check it (POST /api/ingest/card-verify) without the phone online.
 */
export function OfflineCardQr({
  privateKey,
  keyId,
  cardId,
  cardNo,
}: {
  privateKey: CryptoKey;
  keyId: string;
  cardId: string;
  cardNo: string;
}) {
  const [code, setCode] = useState<Code | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const renew = () =>
      void offlineCode(privateKey, keyId, cardId).then(
        (next) => live && setCode(next),
        () => live && setFailed(true),
      );
    renew();
    const timer = setInterval(renew, RENEW_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [privateKey, keyId, cardId]);

  if (failed) return <Alert tone="error" title="本机无法生成离线二维码，请联网后出示在线二维码" />;
  if (!code) return <Skeleton lines={3} />;
  return (
    <figure className="card-qr" data-payload={code.payload}>
      <QrSvg
        className="card-qr__image"
        size={code.size}
        modules={code.modules}
        label={`电子健康卡 ${cardNo} 的离线二维码`}
      />
      <figcaption className="card-qr__caption">
        <span>就诊时向医院工作人员出示此码，医院扫码即可核验，不需要手机联网。</span>
        <span>
          本码生成于 {chinaClock(new Date(code.signedAt).toISOString())}
          ，每分钟自动更新，每个码只能扫一次。
        </span>
        <span>如果医院提示手机时间不对，请把手机时间调准后再出示。</span>
      </figcaption>
    </figure>
  );
}
