import { useState } from 'react';
import { PERIOD_HOURS, type WaitlistEntry } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { dayLabel } from '@/lib/china-date';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Empty } from '@/components/ui/empty';

const STATUS: Record<WaitlistEntry['status'], string> = {
  waiting: '候补中',
  booked: '已候补成功，已转为预约（见“待就诊”）',
  lapsed: '未候补到，时段开始后已失效',
  cancelled: '已退出候补',
};

/** The 候补 tab: each waiting entry with its schedule, patient and outcome in words. */
export function WaitlistList({ entries }: { entries: WaitlistEntry[] }) {
  const [asking, setAsking] = useState<WaitlistEntry | null>(null);
  const leave = useLeaveWaitlist();
  const leaveIt = (w: WaitlistEntry) =>
    leave.mutateAsync(w.id).then(
      () => void toast.success('已退出候补'),
      (e: unknown) => void toast.error(e instanceof ApiError ? e.message : '退出失败，请重试'),
    );
  if (entries.length === 0) return <Empty description="没有候补记录" />;
  return (
    <>
      <ConfirmDialog
        open={asking !== null}
        title="退出候补"
        okText="确认退出"
        cancelText="继续候补"
        onConfirm={() => (asking ? leaveIt(asking) : undefined)}
        onClose={() => setAsking(null)}
      >
        {asking
          ? `确定退出 ${dayLabel(asking.date)} ${asking.hospitalName} ${asking.departmentName} 的候补吗？退出后需要重新排队。`
          : ''}
      </ConfirmDialog>
      <ul className="booking-list" aria-label="候补记录">
        {entries.map((w) => (
          <li key={w.id} className="booking-section booking-card">
            <h3>
              {w.hospitalName} · {w.departmentName}
            </h3>
            <p className="booking-status">状态：{STATUS[w.status]}</p>
            <p>
              {dayLabel(w.date)} {PERIOD_HOURS[w.period].label} · {w.doctorName ?? '普通门诊'} ·
              就诊人 {w.patient.name}（{w.patient.relation}）
            </p>
            {w.status === 'waiting' && <Button onClick={() => setAsking(w)}>退出候补</Button>}
          </li>
        ))}
      </ul>
    </>
  );
}
