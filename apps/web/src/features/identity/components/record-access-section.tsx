import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Skeleton } from 'antd';
import type { RecordAccessEntry, RecordAccessList } from '@portal/contract';
import { LoadError } from '@/components/load-error/load-error';
import { ApiError } from '@/lib/api-client';
import { chinaDateTimeFull } from '@/lib/china-date';
import { loadErrorText } from '@/lib/react-query';
import { toast } from '@/lib/toast';
import { approveRecordAccess } from '../api/approve-record-access';
import { declineRecordAccess } from '../api/decline-record-access';
import { recordAccessQueryOptions, useRecordAccess } from '../api/get-record-access';
import { withdrawRecordAccess } from '../api/withdraw-record-access';

const METHOD_TEXT = { code: '短信验证码', account: '在本账号中同意', demo: '演示数据' } as const;

/**
 * 谁可以查看我的健康记录: accounts that added the holder as a family member and may read their
 * reports, health profile and cards, and those asking to. The holder approves, declines or
 * withdraws; a withdrawal holds from the other account's next request.
 */
export function RecordAccessSection() {
  const access = useRecordAccess();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);

  const act = async (work: () => Promise<RecordAccessList>, done: string) => {
    setError(null);
    try {
      queryClient.setQueryData(recordAccessQueryOptions().queryKey, await work());
      toast.success(done);
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };

  const withdraw = (entry: RecordAccessEntry) =>
    modal.confirm({
      title: '撤回授权',
      content: `撤回后，${entry.requester}（${entry.requesterPhone}）的账号将不能再查看您的报告、健康档案和就诊卡，仍可为您预约挂号。`,
      okText: '撤回',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => act(() => withdrawRecordAccess(entry.id), '已撤回'),
    });

  const body = () => {
    if (access.isError) {
      return (
        <LoadError message={loadErrorText(access.error)} onRetry={() => void access.refetch()} />
      );
    }
    if (access.data === undefined) return <Skeleton active />;
    if (access.data.list.length === 0) {
      return <Empty description="目前没有其他账号可以查看您的健康记录" />;
    }
    return (
      <ul className="record-access-list" aria-labelledby={headingId}>
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
                  <Button
                    type="primary"
                    onClick={() => void act(() => approveRecordAccess(entry.id), '已同意')}
                  >
                    同意
                  </Button>
                  <Button onClick={() => void act(() => declineRecordAccess(entry.id), '已拒绝')}>
                    拒绝
                  </Button>
                </>
              ) : (
                <Button danger onClick={() => withdraw(entry)}>
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
    <Card
      className="identity-card"
      title={
        <h2 id={headingId} className="identity-card__title">
          谁可以查看我的健康记录
        </h2>
      }
    >
      <p className="record-access-intro">
        别人把您添加为就诊人后可以为您预约挂号；查看您的报告、健康档案和就诊卡，需要您同意。
      </p>
      {error && <Alert className="identity-form-error" type="error" showIcon title={error} />}
      {body()}
    </Card>
  );
}
