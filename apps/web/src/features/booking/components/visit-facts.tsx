import type { ReactNode } from 'react';
import { PERIOD_HOURS, type Schedule } from '@portal/contract';
import { TimeRanges } from '@/components/time-ranges/time-ranges';
import { chinaDateTime, dayLabel } from '@/lib/china-date';

/** Where and when, what it costs and until when it can be cancelled, as a definition list. */
export function VisitFacts({
  schedule: s,
  time,
  extra = [],
}: {
  schedule: Schedule;
  time: string;
  extra?: [string, ReactNode][];
}) {
  const rows: [string, ReactNode][] = [
    ['医院', s.hospitalName],
    ['科室', s.departmentName],
    ['医生', s.doctorName ? `${s.doctorName} ${s.doctorTitle ?? ''}` : '普通门诊（不指定医生）'],
    ['门诊类型', `${s.clinicType}门诊`],
    // The clock range whole on a line: a phone broke 08:00– / 12:00.
    [
      '就诊时间',
      <TimeRanges key="t" text={`${dayLabel(s.date)} ${PERIOD_HOURS[s.period].label} ${time}`} />,
    ],
    ['就诊地点', s.location],
    ['挂号费', `${(s.fee / 100).toFixed(2)} 元（到院支付）`],
    ['免费取消截止', chinaDateTime(s.cancelDeadline)],
    ...extra,
  ];
  return (
    <dl className="booking-facts">
      {rows.map(([term, value]) => (
        <div key={term} className="booking-fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
