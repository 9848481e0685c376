import { Empty } from 'antd';
import { PERIOD_HOURS, type WaitlistEntry } from '@portal/contract';
import { dayLabel } from '@/lib/china-date';

const STATUS: Record<WaitlistEntry['status'], string> = {
  waiting: '候补中',
  booked: '已候补成功，已转为预约（见“待就诊”）',
  lapsed: '未候补到，时段开始后已失效',
  cancelled: '已退出候补',
};

/** The 候补 tab: each waiting entry with its schedule, patient and outcome in words. */
export function WaitlistList({ entries }: { entries: WaitlistEntry[] }) {
  if (entries.length === 0) return <Empty description="没有候补记录" />;
  return (
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
        </li>
      ))}
    </ul>
  );
}
