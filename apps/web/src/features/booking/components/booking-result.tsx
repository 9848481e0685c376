import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { API, type Booking, type Schedule } from '@portal/contract';
import { currentToken } from '@/lib/session-store';
import { VisitFacts } from './visit-facts';

export function calendarHref(booking: Booking): string {
  // A plain link downloads the file, so it carries the session the way every API call does.
  const path = API.bookingCalendar.replace(':id', encodeURIComponent(booking.id));
  return `${path}?user=${encodeURIComponent(currentToken())}`;
}

/** What the patient needs on the day: queue number, pickup code, time, place, what to bring. */
export function BookingResult({ booking, schedule }: { booking: Booking; schedule: Schedule }) {
  const [copied, setCopied] = useState('');
  const time = `${booking.start}–${booking.end}`;
  const summary = `${booking.hospitalName} ${booking.departmentName} ${booking.date} ${time}，就诊序号 ${booking.queueNo}，取号密码 ${booking.pickupCode}，就诊人 ${booking.patient.name}`;
  const copy = () =>
    navigator.clipboard.writeText(summary).then(
      () => setCopied('已复制预约信息'),
      () => setCopied('复制失败，请手动记下取号密码'),
    );
  return (
    <section className="booking-section booking-done" aria-labelledby="booking-done">
      <h2 id="booking-done">预约成功</h2>
      <p className="booking-code">
        就诊序号 <strong>{booking.queueNo}</strong> 号，取号密码{' '}
        <strong>{booking.pickupCode}</strong>
      </p>
      <VisitFacts
        schedule={schedule}
        time={time}
        extra={[
          ['就诊人', `${booking.patient.name}（${booking.patient.relation}）`],
          ['请携带', '就诊人的身份证件（或医保卡），凭取号密码在自助机或窗口取号'],
        ]}
      />
      <div className="booking-actions">
        <a className="booking-link-button" href={calendarHref(booking)} download>
          加入日历（.ics 文件）
        </a>
        <Button onClick={() => void copy()}>复制预约信息</Button>
        <span role="status">{copied}</span>
      </div>
    </section>
  );
}
