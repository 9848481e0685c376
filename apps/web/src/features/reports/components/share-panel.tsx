import { useState } from 'react';
import { SHARE_DAYS, type ReportShareCreated } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { chinaDateTimeFull } from '@/lib/china-date';
import { toast } from '@/lib/toast';
import { useCreateReportShare } from '../api/create-report-share';
import { useReportShares } from '../api/get-report-shares';
import { useRevokeReportShare } from '../api/revoke-report-share';

const linkOf = (created: ReportShareCreated) =>
  `${window.location.origin}${import.meta.env.BASE_URL.replace(/\/$/, '')}${created.path}`;

/** Make a read-only link and QR code for a doctor, and end links no longer needed. */
export function SharePanel({ reportId }: { reportId: string }) {
  const shares = useReportShares(reportId);
  const create = useCreateReportShare(reportId);
  const revoke = useRevokeReportShare(reportId);
  const [created, setCreated] = useState<ReportShareCreated | null>(null);
  const [ending, setEnding] = useState<string | null>(null);
  const active = (shares.data ?? []).filter((s) => s.active);

  const make = async () => {
    try {
      setCreated(await create.mutateAsync());
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '生成失败，请稍后再试');
    }
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('链接已复制');
    } catch {
      toast.info('请长按或选中链接手动复制');
    }
  };

  return (
    <section className="share-panel no-print" aria-labelledby="share-title">
      <h2 id="share-title">给医生看</h2>
      <p>
        生成一个只读链接或二维码，对方不用登录就能看这一份报告（姓名已隐去部分），{SHARE_DAYS}
        天后自动失效，也可以随时撤销。
      </p>
      <Button variant="primary" onClick={() => void make()} loading={create.isPending}>
        生成分享链接和二维码
      </Button>
      {created && (
        <div className="share-result" role="status">
          <img
            className="share-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(created.qrSvg)}`}
            alt="分享链接的二维码，请让医生用手机扫描"
            width={180}
            height={180}
          />
          <div className="share-link">
            <label htmlFor="share-link-text">分享链接（只在此时显示，请现在复制或扫码）</label>
            <input
              id="share-link-text"
              readOnly
              value={linkOf(created)}
              onFocus={(e) => e.target.select()}
            />
            <Button onClick={() => void copy(linkOf(created))}>复制链接</Button>
            <p>有效期至 {chinaDateTimeFull(created.expiresAt)}</p>
          </div>
        </div>
      )}
      {active.length > 0 && (
        <>
          <h3>有效的分享链接</h3>
          <ul className="share-list">
            {active.map((s) => (
              <li key={s.id}>
                创建于 {chinaDateTimeFull(s.createdAt)}，有效期至 {chinaDateTimeFull(s.expiresAt)}
                <Button variant="danger" onClick={() => setEnding(s.id)}>
                  撤销
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={ending !== null}
        title="撤销分享链接"
        okText="撤销"
        danger
        onClose={() => setEnding(null)}
        onConfirm={async () => {
          await revoke.mutateAsync(ending!);
          if (created?.id === ending) setCreated(null);
          toast.success('已撤销，该链接和二维码不能再打开报告');
        }}
      >
        撤销后，已经拿到这个链接或二维码的人将不能再打开这份报告。
      </ConfirmDialog>
    </section>
  );
}
