import { useState, type ReactNode } from 'react';
import { BOOKING_STATUS_LABELS, PERIOD_HOURS, type Booking } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { chinaDateTime, dayLabel } from '@/lib/china-date';
import { useCancelBooking } from '../api/cancel-booking';
import { calendarHref } from './booking-result';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * One booking: where and when, for whom, its codes and state; cancel while still free. `extra`
 * is what other features add below it (a completed visit's evaluation), composed by the route.
 */
export function BookingCard({
  booking: b,
  now,
  extra,
}: {
  booking: Booking;
  now: number;
  extra?: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelBooking();
  const deadline = chinaDateTime(b.cancelDeadline);
  const cancellable = b.status === 'booked' && Date.parse(b.cancelDeadline) > now;

  const cancelIt = () =>
    cancel.mutateAsync(b.id).then(
      () => void toast.success('已取消预约'),
      (e: unknown) => void toast.error(e instanceof ApiError ? e.message : '取消失败，请重试'),
    );

  return (
    <li className="booking-section booking-card">
      <h3>
        {b.hospitalName} · {b.departmentName}
      </h3>
      <p className="booking-status">状态：{BOOKING_STATUS_LABELS[b.status]}</p>
      <dl className="booking-facts">
        <div className="booking-fact">
          <dt>就诊时间</dt>
          <dd>
            {dayLabel(b.date)} {PERIOD_HOURS[b.period].label} {b.start}–{b.end}
          </dd>
        </div>
        <div className="booking-fact">
          <dt>医生</dt>
          <dd>{b.doctorName ?? '普通门诊（不指定医生）'}</dd>
        </div>
        <div className="booking-fact">
          <dt>就诊人</dt>
          <dd>
            {b.patient.name}（{b.patient.relation}）
          </dd>
        </div>
        <div className="booking-fact">
          <dt>序号 / 取号密码</dt>
          <dd>
            {b.queueNo} 号 / {b.pickupCode}
          </dd>
        </div>
        <div className="booking-fact">
          <dt>就诊地点</dt>
          <dd>{b.location}</dd>
        </div>
        {b.cancelReason && (
          <div className="booking-fact">
            <dt>取消原因</dt>
            <dd>{b.cancelReason}</dd>
          </div>
        )}
      </dl>
      {b.status === 'booked' && (
        <div className="booking-actions">
          {cancellable ? (
            <Button variant="danger" onClick={() => setAsking(true)}>
              取消预约
            </Button>
          ) : (
            <span className="booking-muted">已过免费取消时间（{deadline}），不能在网上取消</span>
          )}
          <a className="booking-link-button" href={calendarHref(b)} download>
            加入日历
          </a>
          <ConfirmDialog
            open={asking}
            title="取消预约"
            okText="确认取消"
            cancelText="暂不取消"
            danger
            onConfirm={cancelIt}
            onClose={() => setAsking(false)}
          >
            {`确定取消 ${dayLabel(b.date)} ${b.hospitalName} ${b.departmentName} 的预约吗？${deadline} 前可以免费取消，取消后号源会优先给候补的人。`}
          </ConfirmDialog>
        </div>
      )}
      {extra}
    </li>
  );
}
