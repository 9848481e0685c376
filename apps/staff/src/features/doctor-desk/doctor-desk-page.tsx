import type { DeskBooking, DeskSchedule } from '@portal/contract';
import { Alert, Table, Typography } from 'antd';
import { deskBookingColumns } from '@/components/desk-booking-columns';
import { ToneTag } from '@/components/tone-tag';
import { errorText } from '@/lib/api';
import { chinaToday, dayLabel, periodLabel } from '@/lib/china-day';
import { useOwnPatients } from './api/own-patients';
import { useOwnSchedules } from './api/own-schedules';

/** The signed-in doctor's own schedule (next 14 days) and today's patients; read-only. */
export default function DoctorDeskPage() {
  const today = chinaToday();
  const schedules = useOwnSchedules();
  const patients = useOwnPatients(today);

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        我的工作台
      </Typography.Title>
      <section aria-labelledby="doctor-patients">
        <Typography.Title level={2} id="doctor-patients" style={{ fontSize: 18 }}>
          今日患者（{dayLabel(today)}）
        </Typography.Title>
        {patients.isError && <Alert type="error" showIcon title={errorText(patients.error)} />}
        <Table<DeskBooking>
          rowKey="id"
          loading={patients.isLoading}
          dataSource={patients.data ?? []}
          scroll={{ x: true }}
          pagination={false}
          locale={{ emptyText: '今天没有预约的患者' }}
          columns={deskBookingColumns().filter((c) => c.title !== '医生')}
        />
      </section>
      <section aria-labelledby="doctor-schedules" style={{ marginTop: 32 }}>
        <Typography.Title level={2} id="doctor-schedules" style={{ fontSize: 18 }}>
          我的排班（未来 14 天）
        </Typography.Title>
        {schedules.isError && <Alert type="error" showIcon title={errorText(schedules.error)} />}
        <Table<DeskSchedule>
          rowKey="id"
          loading={schedules.isLoading}
          dataSource={schedules.data ?? []}
          scroll={{ x: true }}
          pagination={false}
          locale={{ emptyText: '未来 14 天没有排班' }}
          columns={[
            { title: '日期', dataIndex: 'date', render: dayLabel },
            { title: '时段', dataIndex: 'period', render: periodLabel },
            { title: '科室', dataIndex: 'departmentName' },
            { title: '门诊类型', dataIndex: 'clinicType' },
            { title: '号源', dataIndex: 'capacity' },
            { title: '已约', dataIndex: 'booked' },
            {
              title: '状态',
              dataIndex: 'state',
              render: (_, row) =>
                row.state === 'stopped' ? (
                  <ToneTag tone="bad">已停诊：{row.stopReason}</ToneTag>
                ) : (
                  <ToneTag tone="ok">正常</ToneTag>
                ),
            },
          ]}
        />
      </section>
    </>
  );
}
