import type { DeskSchedule } from '@portal/contract';
import { Alert, Button, DatePicker, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { HospitalPicker, useHospitalChoice } from '@/components/hospital-picker';
import { ToneTag } from '@/components/tone-tag';
import { errorText } from '@/lib/api';
import { addDays, chinaToday, dayLabel, periodLabel } from '@/lib/china-day';
import { useHospitalDepartments, useHospitalDoctors } from '@/lib/hospital-people';
import { useDeskSchedules } from './api/desk-schedules';
import { CapacityDialog, StopDialog } from './schedule-dialogs';
import { WeekTemplateModal } from './week-template-modal';

/** A hospital's schedules a week at a time: a week from a template, capacity, 停诊. */
export default function SchedulesPage() {
  const [hospitalId] = useHospitalChoice();
  const [from, setFrom] = useState(chinaToday);
  const [departmentId, setDepartmentId] = useState<string>();
  const [doctorId, setDoctorId] = useState<string>();
  const [templateOpen, setTemplateOpen] = useState(false);
  const [capacityOf, setCapacityOf] = useState<DeskSchedule | null>(null);
  const [stopOf, setStopOf] = useState<DeskSchedule | null>(null);
  const schedules = useDeskSchedules(hospitalId, from, { departmentId, doctorId });
  const departments = useHospitalDepartments(hospitalId);
  const doctors = useHospitalDoctors(hospitalId);
  const fromLabel = useId();
  const departmentLabel = useId();
  const doctorLabel = useId();
  // A department narrows the doctors offered; a top-level one offers its clinics' doctors.
  const clinics = new Set(
    (departments.data ?? [])
      .filter((d) => d.id === departmentId || d.parentId === departmentId)
      .map((d) => d.id),
  );
  const doctorOptions = (doctors.data ?? [])
    .filter((d) => !departmentId || clinics.has(d.departmentId))
    .map((d) => ({ value: d.id, label: `${d.name}（${d.departmentName}）` }));

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        排班管理
      </Typography.Title>
      <HospitalPicker />
      <Space wrap style={{ marginBottom: 16 }}>
        <Button onClick={() => setFrom(addDays(from, -7))}>上一周</Button>
        <span id={fromLabel}>起始日期：</span>
        <DatePicker
          aria-labelledby={fromLabel}
          allowClear={false}
          value={dayjs(from)}
          onChange={(d) => d && setFrom(d.format('YYYY-MM-DD'))}
        />
        <Button onClick={() => setFrom(addDays(from, 7))}>下一周</Button>
        <span id={departmentLabel}>科室：</span>
        <Select
          aria-labelledby={departmentLabel}
          allowClear
          placeholder="全部科室"
          style={{ minWidth: 180 }}
          value={departmentId}
          onChange={(id?: string) => {
            setDepartmentId(id);
            setDoctorId(undefined);
          }}
          loading={departments.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
        <span id={doctorLabel}>医生：</span>
        <Select
          aria-labelledby={doctorLabel}
          allowClear
          placeholder="全部医生"
          style={{ minWidth: 200 }}
          value={doctorId}
          onChange={setDoctorId}
          loading={doctors.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={doctorOptions}
        />
        <Button type="primary" disabled={!hospitalId} onClick={() => setTemplateOpen(true)}>
          按模板生成排班
        </Button>
      </Space>
      <Typography.Paragraph>
        {dayLabel(from)} 至 {dayLabel(addDays(from, 6))}{' '}
        的排班。停诊会取消该时段的全部预约（不计爽约）并短信通知患者。
      </Typography.Paragraph>
      {schedules.isError && <Alert type="error" showIcon title={errorText(schedules.error)} />}
      <Table<DeskSchedule>
        rowKey="id"
        loading={schedules.isLoading}
        dataSource={schedules.data ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: '这一周还没有排班' }}
        columns={[
          { title: '日期', dataIndex: 'date', render: dayLabel },
          { title: '时段', dataIndex: 'period', render: periodLabel },
          { title: '科室', dataIndex: 'departmentName' },
          {
            title: '医生',
            dataIndex: 'doctorName',
            render: (name: string | null) => name ?? '普通门诊',
          },
          { title: '门诊类型', dataIndex: 'clinicType' },
          { title: '号源', dataIndex: 'capacity' },
          { title: '已约', dataIndex: 'booked' },
          {
            title: '状态',
            dataIndex: 'state',
            render: (_, row) =>
              row.state === 'stopped' ? (
                <Space orientation="vertical" size={0}>
                  <ToneTag tone="bad">已停诊</ToneTag>
                  <Typography.Text>{row.stopReason}</Typography.Text>
                </Space>
              ) : (
                <ToneTag tone="ok">正常</ToneTag>
              ),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) =>
              row.state === 'stopped' ? null : (
                <Space>
                  <Button
                    size="small"
                    aria-label={`修改号源 ${row.date} ${periodLabel(row.period)} ${row.doctorName ?? '普通门诊'}`}
                    onClick={() => setCapacityOf(row)}
                  >
                    修改号源
                  </Button>
                  <Button
                    size="small"
                    danger
                    aria-label={`停诊 ${row.date} ${periodLabel(row.period)} ${row.doctorName ?? '普通门诊'}`}
                    onClick={() => setStopOf(row)}
                  >
                    停诊
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <WeekTemplateModal
        hospitalId={hospitalId}
        open={templateOpen}
        onClose={() => setTemplateOpen(false)}
      />
      <CapacityDialog
        hospitalId={hospitalId}
        schedule={capacityOf}
        onClose={() => setCapacityOf(null)}
      />
      <StopDialog hospitalId={hospitalId} schedule={stopOf} onClose={() => setStopOf(null)} />
    </>
  );
}
