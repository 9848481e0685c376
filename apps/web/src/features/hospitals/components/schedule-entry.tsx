import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PERIOD_HOURS, type Schedule } from '@portal/contract';
import { TimeRanges } from '@/components/time-ranges/time-ranges';
import { chinaClock, chinaDateTime } from '@/lib/china-date';

/**
 * The state in words (never by colour alone), with the release time or the reason. A drawn
 * schedule's window and countdown stand in its draw notice just below (SlotPicker).
 */
export function scheduleStateText(s: Schedule): string {
  switch (s.state) {
    case 'open':
      return `可预约，剩余 ${s.remaining} 个号`;
    case 'full':
      return '约满';
    case 'not_released':
      return s.draw ? '未放号，以抽签方式放号' : `未放号，${chinaDateTime(s.releaseAt)} 放号`;
    case 'draw_open':
      return `抽签登记中，${chinaClock(s.draw!.windowEnd)} 截止`;
    case 'drawing':
      return '正在抽签，结果即将公布';
    case 'stopped':
      return s.stopReason ? `停诊：${s.stopReason}` : '停诊';
    case 'closed':
      return '已停止预约';
  }
}

export function doctorPath(id: string): string {
  return `/doctor?id=${encodeURIComponent(id)}`;
}

/** One schedule: period and hours, who (or which department), clinic type, fee and state. */
export function ScheduleEntry({
  schedule: s,
  show,
  children,
}: {
  schedule: Schedule;
  show: 'doctor' | 'dept';
  children?: ReactNode;
}) {
  const period = PERIOD_HOURS[s.period];
  return (
    <li className={`sched-item sched-item--${s.state}`}>
      <div>
        <strong>{period.label}</strong> <TimeRanges text={`${s.start}–${s.end}`} /> · {s.clinicType}
        门诊
      </div>
      <div>
        {show === 'dept' ? (
          `${s.hospitalName} ${s.departmentName}`
        ) : s.doctorId ? (
          <Link to={doctorPath(s.doctorId)}>
            {s.doctorName} {s.doctorTitle}
          </Link>
        ) : (
          '普通门诊（不指定医生）'
        )}
      </div>
      <div className="hosp-muted">
        挂号费 {(s.fee / 100).toFixed(2)} 元 · {s.location}
      </div>
      <div className={`sched-state sched-state--${s.state}`}>{scheduleStateText(s)}</div>
      {children}
    </li>
  );
}
