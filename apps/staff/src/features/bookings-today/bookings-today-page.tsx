import type { DeskBooking, DeskVisitBody } from '@portal/contract';
import { Alert, App, Button, DatePicker, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { deskBookingColumns } from '@/components/desk-booking-columns';
import { HospitalPicker, useHospitalChoice } from '@/components/hospital-picker';
import { errorText } from '@/lib/api';
import { chinaToday, dayLabel } from '@/lib/china-day';
import { useHospitalDepartments } from '@/lib/hospital-people';
import { useDayBookings } from './api/day-bookings';
import { useRecordVisit } from './api/record-visit';

type VisitStatus = DeskVisitBody['status'];

// What the desk may record from each status (recordVisit's rules on the server decide).
const ACTIONS: { status: VisitStatus; label: string; from: DeskBooking['status'][] }[] = [
  { status: 'checked_in', label: '签到', from: ['booked'] },
  { status: 'completed', label: '完成', from: ['booked', 'checked_in'] },
  { status: 'no_show', label: '爽约', from: ['booked'] },
];

/** The day's bookings of a hospital, with check-in, completed and no-show. */
export default function BookingsTodayPage() {
  const [hospitalId] = useHospitalChoice();
  const [date, setDate] = useState(chinaToday);
  const [departmentId, setDepartmentId] = useState<string>();
  const bookings = useDayBookings(hospitalId, date, departmentId);
  const departments = useHospitalDepartments(hospitalId);
  const visit = useRecordVisit(hospitalId);
  const { message } = App.useApp();
  const dateLabel = useId();
  const departmentLabel = useId();

  const record = (row: DeskBooking, action: (typeof ACTIONS)[number]) =>
    visit.mutate(
      { id: row.id, status: action.status },
      {
        onSuccess: () => message.success(`${row.patientName}：已登记${action.label}`),
        onError: (error) => message.error(errorText(error)),
      },
    );

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        当日预约
      </Typography.Title>
      <HospitalPicker />
      <Space wrap style={{ marginBottom: 16 }}>
        <span id={dateLabel}>就诊日期：</span>
        <DatePicker
          aria-labelledby={dateLabel}
          allowClear={false}
          value={dayjs(date)}
          onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
        />
        <span id={departmentLabel}>科室：</span>
        <Select
          aria-labelledby={departmentLabel}
          allowClear
          placeholder="全部科室"
          style={{ minWidth: 180 }}
          value={departmentId}
          onChange={setDepartmentId}
          loading={departments.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
      </Space>
      <Typography.Paragraph>
        {dayLabel(date)} 共 {bookings.data?.length ?? 0}{' '}
        个预约。患者信息已脱敏；请核对取号密码后签到。
      </Typography.Paragraph>
      {bookings.isError && <Alert type="error" showIcon title={errorText(bookings.error)} />}
      <Table<DeskBooking>
        rowKey="id"
        loading={bookings.isLoading}
        dataSource={bookings.data ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: '这一天没有预约' }}
        columns={[
          ...deskBookingColumns(),
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <Space>
                {ACTIONS.filter((a) => a.from.includes(row.status)).map((a) => (
                  <Button
                    key={a.status}
                    size="small"
                    danger={a.status === 'no_show'}
                    loading={visit.isPending && visit.variables?.id === row.id}
                    aria-label={`${a.label} ${row.patientName} ${row.pickupCode}`}
                    onClick={() => record(row, a)}
                  >
                    {a.label}
                  </Button>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
