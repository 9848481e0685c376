import { useState } from 'react';
import type { RecordAccessEntry } from '@portal/contract';
import { LoadError } from '@/components/load-error/load-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Empty } from '@/components/ui/empty';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { chinaDateTimeFull } from '@/lib/china-date';
import { loadErrorText } from '@/lib/react-query';
import { toast } from '@/lib/toast';
import { useApproveRecordAccess } from '../api/approve-record-access';
import { useDeclineRecordAccess } from '../api/decline-record-access';
import { useRecordAccess } from '../api/get-record-access';
import { useWithdrawRecordAccess } from '../api/withdraw-record-access';

const METHOD_TEXT = { code: '短信验证码', account: '在本账号中同意', demo: '演示数据' } as const;

/**
 * 谁可以查看我的健康记录: accounts that added the holder as a family member and may read their
 * reports, health profile and cards, and those asking to. The holder approves, declines or
 * withdraws; a withdrawal holds from the other account's next request.
 */
export function RecordAccessSection() {
  const access = useRecordAccess();
  const approve = useApproveRecordAccess();
  const decline = useDeclineRecordAccess();
  const withdraw = useWithdrawRecordAccess();
  const [withdrawing, setWithdrawing] = useState<RecordAccessEntry | null>(null);
  const actions = [approve, decline, withdraw];

  /** One of the three answers; the others' old refusals go, so one message shows. */
  const act = (action: (typeof actions)[number], id: string, done: string) => {
    actions.forEach((a) => a.reset());
    return action
      .mutateAsync(id)
      .then(() => void toast.success(done))
      .catch(() => undefined);
  };
  const refused = actions.find((a) => a.error instanceof ApiError)?.error?.message;

  const body = () => {
    if (access.isError) {
      return (
        <LoadError message={loadErrorText(access.error)} onRetry={() => void access.refetch()} />
      );
    }
    if (access.data === undefined) return <Skeleton />;
    if (access.data.list.length === 0) {
      return <Empty description="目前没有其他账号可以查看您的健康记录" />;
    }
    return (
      <ul className="record-access-list" aria-labelledby="identity-access">
        {access.data.list.map((entry) => (
          <li key={entry.id} className="record-access-item">
            <p className="record-access-item__who">
              {entry.requester}（手机 {entry.requesterPhone}）把您添加为「{entry.relation}」
            </p>
            <p className="record-access-item__state">
              {entry.status === 'pending'
                ? `申请查看您的健康记录 · ${chinaDateTimeFull(entry.requestedAt)}`
                : `可以查看您的健康记录 · ${entry.method ? METHOD_TEXT[entry.method] : ''} · ${chinaDateTimeFull(entry.grantedAt ?? entry.requestedAt)}`}
            </p>
            <div className="record-access-item__actions">
              {entry.status === 'pending' ? (
                <>
                  <Button variant="primary" onClick={() => void act(approve, entry.id, '已同意')}>
                    同意
                  </Button>
                  <Button onClick={() => void act(decline, entry.id, '已拒绝')}>拒绝</Button>
                </>
              ) : (
                <Button variant="danger" onClick={() => setWithdrawing(entry)}>
                  撤回
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Panel titleId="identity-access" title="谁可以查看我的健康记录">
      <p className="record-access-intro">
        别人把您添加为就诊人后可以为您预约挂号；查看您的报告、健康档案和就诊卡，需要您同意。
      </p>
      {refused && <Alert className="identity-form-error" tone="error" title={refused} />}
      {body()}
      <ConfirmDialog
        open={withdrawing !== null}
        title="撤回授权"
        okText="撤回"
        danger
        onClose={() => setWithdrawing(null)}
        onConfirm={() => (withdrawing ? act(withdraw, withdrawing.id, '已撤回') : undefined)}
      >
        {withdrawing
          ? `撤回后，${withdrawing.requester}（${withdrawing.requesterPhone}）的账号将不能再查看您的报告、健康档案和就诊卡，仍可为您预约挂号。`
          : ''}
      </ConfirmDialog>
    </Panel>
  );
}
