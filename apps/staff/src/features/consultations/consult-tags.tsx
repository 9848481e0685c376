import {
  CONSULT_OVERDUE_HOURS,
  CONSULT_STATUS_LABELS,
  type ConsultPatient,
  type ConsultStatus,
} from '@portal/contract';
import { Badge } from 'antd';
import { ToneTag, type Tone } from '@/components/tone-tag';

const STATUS_TONES: Record<ConsultStatus, Tone> = {
  waiting: 'info',
  answered: 'ok',
  closed: 'muted',
  expired: 'muted',
};

/** 男 45岁: all a doctor learns of who asked (never a name or an ID number). */
export const patientText = (patient: ConsultPatient) => `${patient.sex} ${patient.age}岁`;

export function StatusTag({ status }: { status: ConsultStatus }) {
  return <ToneTag tone={STATUS_TONES[status]}>{CONSULT_STATUS_LABELS[status]}</ToneTag>;
}

/** 超过24小时 (orange) or 超过48小时 (red) for a question still waiting; nothing otherwise. */
export function OverdueTag({ hours }: { hours: number }) {
  if (hours < CONSULT_OVERDUE_HOURS[0]) return null;
  return (
    <ToneTag tone={hours >= CONSULT_OVERDUE_HOURS[1] ? 'bad' : 'warn'}>超过{hours}小时</ToneTag>
  );
}

/**
 * The count of the patient's messages this doctor has not read. Named as an image, since the
 * badge draws its digits in separate rolling columns that a screen reader would read apart.
 */
export function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge
      count={count}
      color="#a8071a"
      title={`${count} 条未读`}
      role="img"
      aria-label={`${count} 条未读`}
    />
  );
}
