import { STAFF_ROLE_NAMES, type AuditQuery, type AuditRow, type StaffRole } from '@portal/contract';
import {
  Alert,
  Button,
  DatePicker,
  Form,
  Input,
  Select,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { chinaTime } from '@/lib/china-day';
import { auditCsvHref, useAudit, useStaffOptions } from './api/audit';
import { ChangedFields } from './changed-fields';

const PAGE_SIZE = 50;

interface Filters {
  staffId?: string;
  action?: string;
  entity?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
}

/** Filters as the API takes them: the period's days as whole China days, sent as instants. */
function toQuery(filters: Filters): Omit<AuditQuery, 'page' | 'pageSize'> {
  const [from, to] = filters.period ?? [];
  return {
    staffId: filters.staffId || undefined,
    action: filters.action?.trim() || undefined,
    entity: filters.entity?.trim() || undefined,
    from: from ? from.startOf('day').toISOString() : undefined,
    to: to ? to.endOf('day').toISOString() : undefined,
  };
}

/** The audit log: who did what to which object, before and after; filters and CSV export. */
export default function AuditPage() {
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Omit<AuditQuery, 'page' | 'pageSize'>>({});
  const [page, setPage] = useState(1);
  const audit = useAudit({ ...filters, page, pageSize: PAGE_SIZE });
  const staff = useStaffOptions();

  const columns: TableColumnsType<AuditRow> = [
    { title: '时间', dataIndex: 'at', width: 170, render: chinaTime },
    { title: '工作人员', dataIndex: 'staff', width: 110, render: (s: string | null) => s ?? '—' },
    {
      title: '角色',
      dataIndex: 'role',
      width: 110,
      render: (r: StaffRole | null) => (r ? STAFF_ROLE_NAMES[r] : '—'),
    },
    { title: '操作', dataIndex: 'action', render: (a: string) => <code>{a}</code> },
    { title: '对象', dataIndex: 'entity' },
    {
      title: '对象编号',
      dataIndex: 'entityId',
      width: 150,
      // Ids are long and unbroken: wrapped anywhere rather than one character a line.
      render: (id: string | null) => <span style={{ wordBreak: 'break-all' }}>{id ?? '—'}</span>,
    },
    {
      title: '变更内容（修改前 → 修改后）',
      key: 'change',
      width: 360,
      render: (_, row) => <ChangedFields before={row.before} after={row.after} />,
    },
    { title: '来源地址', dataIndex: 'ip' },
  ];

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        审计日志
      </Typography.Title>
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 12 }}
        onFinish={(values) => {
          setFilters(toQuery(values));
          setPage(1);
        }}
      >
        <Form.Item name="staffId" label="工作人员">
          <Select
            style={{ width: 200 }}
            loading={staff.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={staff.data?.map((s) => ({ value: s.id, label: `${s.name}（${s.username}）` }))}
          />
        </Form.Item>
        <Form.Item name="action" label="操作">
          <Input placeholder="如 staff.sign_in" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="entity" label="对象">
          <Input placeholder="如 staff_account" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="period" label="日期">
          <DatePicker.RangePicker />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <a href={auditCsvHref(filters)} download="audit.csv">
            导出 CSV（当前筛选条件）
          </a>
        </Space>
      </Form>
      {audit.isError && <Alert type="error" showIcon title={errorText(audit.error)} />}
      {/* Wider than the page below 1280 px: the region scrolls and takes focus, so a keyboard
          can scroll it too (antd's own scroll container cannot be focused). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe's scrollable-region-focusable: keyboard users scroll it */}
      <div role="region" aria-label="审计日志记录" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table
          rowKey="id"
          columns={columns}
          dataSource={audit.data?.rows}
          loading={audit.isFetching}
          style={{ minWidth: 1240 }}
          size="middle"
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: audit.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: setPage,
          }}
        />
      </div>
    </>
  );
}
