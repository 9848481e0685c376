import { PERIOD_HOURS } from '@portal/contract';
import { OfflineSaved } from '@/components/offline-page/offline-saved';
import { Empty } from '@/components/ui/empty';
import { dayLabel } from '@/lib/china-date';
import type { OfflineBooking } from '@/lib/offline/offline-store';
import './booking.css';

function SavedBooking({ booking: b }: { booking: OfflineBooking }) {
  const facts: [string, string][] = [
    ['就诊时间', `${dayLabel(b.date)} ${PERIOD_HOURS[b.period].label} ${b.start}–${b.end}`],
    ['医生', b.doctorName ?? '普通门诊（不指定医生）'],
    ['就诊人', `${b.patient.name}（${b.patient.relation}）`],
    ['序号 / 取号密码', `${b.queueNo} 号 / ${b.pickupCode}`],
    ['就诊地点', b.location],
    ['请携带', '就诊人的身份证件（或医保卡），凭取号密码在自助机或窗口取号'],
  ];
  return (
    <li className="booking-section booking-card">
      <h2>
        {b.hospitalName} · {b.departmentName}
      </h2>
      <dl className="booking-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="booking-fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** /account/register with no network: the upcoming appointments this device saved. */
export function OfflineAppointments() {
  return (
    <div className="booking-page">
      <h1>我的预约</h1>
      <OfflineSaved saved="预约" useLater="查看预约和取号密码" noteClassName="booking-muted">
        {(data) =>
          data.bookings.length === 0 ? (
            <Empty description="上次同步时没有待就诊的预约。" />
          ) : (
            <ul className="booking-list" aria-label="待就诊的预约（离线保存）">
              {data.bookings.map((b) => (
                <SavedBooking key={b.id} booking={b} />
              ))}
            </ul>
          )
        }
      </OfflineSaved>
    </div>
  );
}
