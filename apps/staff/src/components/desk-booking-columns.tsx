import { BOOKING_STATUS_LABELS, type BookingStatus, type DeskBooking } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { periodLabel } from '@/lib/china-day';
import { ToneTag, type Tone } from './tone-tag';

const STATUS_TONES: Record<BookingStatus, Tone> = {
  booked: 'info',
  checked_in: 'active',
  completed: 'ok',
  cancelled: 'muted',
  no_show: 'bad',
};

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  return <ToneTag tone={STATUS_TONES[status]}>{BOOKING_STATUS_LABELS[status]}</ToneTag>;
}

/**
 * The columns a day's bookings show wherever staff see them (the hospital's day list, the
 * doctor's desk): the patient only masked, as the server sends it.
 */
export function deskBookingColumns(): TableColumnsType<DeskBooking> {
  return [
    {
      title: '时间',
      key: 'time',
      render: (_, b) => `${periodLabel(b.period).slice(0, 2)} ${b.start}-${b.end}`,
    },
    { title: '序号', dataIndex: 'queueNo' },
    { title: '科室', dataIndex: 'departmentName' },
    { title: '医生', dataIndex: 'doctorName', render: (n: string | null) => n ?? '普通门诊' },
    { title: '患者', dataIndex: 'patientName' },
    { title: '证件号', dataIndex: 'idNo' },
    { title: '手机号', dataIndex: 'phone' },
    { title: '取号密码', dataIndex: 'pickupCode' },
    {
      title: '状态',
      dataIndex: 'status',
      render: (status: BookingStatus) => <BookingStatusTag status={status} />,
    },
  ];
}
