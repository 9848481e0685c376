import {
  ACCESS_REQUIREMENT_NAMES,
  ACCESS_REQUIREMENTS,
  type AccessRequirement,
  type AccessRuleView,
} from '@portal/contract';
import { Alert, App, Select, Table, Typography, type TableColumnsType } from 'antd';
import { ToneTag } from '@/components/tone-tag';
import { errorText } from '@/lib/api';
import { chinaTime } from '@/lib/china-day';
import { useAccessPolicy, useChangeAccessRule } from './api/access-policy';

const OPTIONS = ACCESS_REQUIREMENTS.map((r) => ({ value: r, label: ACCESS_REQUIREMENT_NAMES[r] }));

/** Who may open each citizen page (chk_webaction): none, signed in, or verified identity. */
export default function AccessPolicyPage() {
  const policy = useAccessPolicy();
  const change = useChangeAccessRule();
  const { message, modal } = App.useApp();

  const choose = (row: AccessRuleView, requirement: AccessRequirement) =>
    modal.confirm({
      title: `修改“${row.action}”的访问要求`,
      content: `${row.protects}：由“${ACCESS_REQUIREMENT_NAMES[row.requirement]}”改为“${ACCESS_REQUIREMENT_NAMES[requirement]}”。市民下一次打开该页面时即按新要求检查。`,
      okText: '确认修改',
      cancelText: '取消',
      onOk: () =>
        change.mutateAsync(
          { action: row.action, requirement },
          {
            onSuccess: () => message.success('访问要求已修改'),
            onError: (error) => message.error(errorText(error)),
          },
        ),
    });

  const columns: TableColumnsType<AccessRuleView> = [
    { title: '动作', dataIndex: 'action', width: 170, render: (a: string) => <code>{a}</code> },
    { title: '保护的页面与内容', dataIndex: 'protects' },
    {
      title: '访问要求',
      dataIndex: 'requirement',
      width: 200,
      render: (requirement: AccessRequirement, row) =>
        row.fixed ? (
          <span>{ACCESS_REQUIREMENT_NAMES[requirement]}（登录相关页面，固定开放）</span>
        ) : (
          <Select
            aria-label={`${row.action} 的访问要求`}
            value={requirement}
            options={OPTIONS}
            style={{ width: 160 }}
            onChange={(value: AccessRequirement) => choose(row, value)}
          />
        ),
    },
    {
      title: '默认',
      dataIndex: 'defaultRequirement',
      width: 170,
      render: (def: AccessRequirement, row) => (
        <>
          {ACCESS_REQUIREMENT_NAMES[def]}
          {def !== row.requirement && (
            <span style={{ marginInlineStart: 8 }}>
              <ToneTag tone="warn">已修改</ToneTag>
            </span>
          )}
        </>
      ),
    },
    { title: '更新时间', dataIndex: 'updatedAt', width: 180, render: chinaTime },
  ];

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        页面访问策略
      </Typography.Title>
      <Typography.Paragraph>
        市民打开页面前，网站按此表检查：无需登录的页面人人可看；需要登录的页面未登录时转到登录页；需要实名认证的页面还要求已完成实名认证。
      </Typography.Paragraph>
      {policy.isError && <Alert type="error" showIcon title={errorText(policy.error)} />}
      <Table
        rowKey="action"
        columns={columns}
        dataSource={policy.data}
        loading={policy.isLoading}
        pagination={false}
        scroll={{ x: true }}
        size="middle"
      />
    </>
  );
}
