import type { StaffConsultBox, StaffConsultItem } from '@portal/contract';
import { Alert, Button, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { chinaTime } from '@/lib/china-day';
import { useStaffConsultations } from './api/staff-consultations';
import { OverdueTag, patientText, StatusTag, UnreadBadge } from './consult-tags';

export const PAGE_SIZE = 20;

const EMPTY: Record<StaffConsultBox, string> = {
  department: '科室暂无待接诊的咨询',
  mine: '您暂时没有进行中的咨询',
  closed: '没有已结束的咨询',
};

interface ConsultTableProps {
  box: StaffConsultBox;
  label: string;
  onOpen: (id: string) => void;
}

/** One box of the inbox: the questions, who asked (age and sex), how long they have waited. */
export function ConsultTable({ box, label, onOpen }: ConsultTableProps) {
  const [pageNo, setPageNo] = useState(1);
  const list = useStaffConsultations({ box, pageNo, pageSize: PAGE_SIZE });

  // Narrow fixed columns leave the question room beside the menu at 1280 px and alone at 768.
  const columns: TableColumnsType<StaffConsultItem> = [
    {
      title: '咨询内容',
      key: 'title',
      render: (_, row) => (
        <Space size={8}>
          <span>{row.title}</span>
          <UnreadBadge count={row.unread} />
        </Space>
      ),
    },
    { title: '患者', key: 'patient', width: 76, render: (_, row) => patientText(row.patient) },
    {
      title: '科室 / 医生',
      key: 'where',
      width: 116,
      render: (_, row) => (
        <>
          <div>{row.departmentName}</div>
          {row.doctorName && <div>{row.mine ? `${row.doctorName}（我）` : row.doctorName}</div>}
        </>
      ),
    },
    { title: '提问时间', dataIndex: 'askedAt', width: 110, render: chinaTime },
    {
      title: '状态',
      key: 'status',
      width: 104,
      render: (_, row) => (
        <Space size={4} wrap>
          <StatusTag status={row.status} />
          <OverdueTag hours={row.overdueHours} />
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 76,
      render: (_, row) => (
        <Button size="small" aria-label={`查看咨询：${row.title}`} onClick={() => onOpen(row.id)}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <>
      {list.isError && <Alert type="error" showIcon title={errorText(list.error)} />}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe's scrollable-region-focusable: keyboard users scroll it */}
      <div role="region" aria-label={`${label}的咨询`} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<StaffConsultItem>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list}
          loading={list.isFetching && !list.data}
          style={{ minWidth: 700 }}
          size="middle"
          locale={{ emptyText: EMPTY[box] }}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: setPageNo,
          }}
        />
      </div>
    </>
  );
}
