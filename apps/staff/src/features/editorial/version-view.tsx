import {
  CLINICAL_KINDS,
  EDITORIAL_KIND_NAMES,
  staffMay,
  type ContentVersionDetail,
  type EditorialFields,
  type VersionStatus,
} from '@portal/contract';
import { Alert, App, Button, Descriptions, Space, Spin, Table, Tabs, Typography } from 'antd';
import { errorText } from '@/lib/api';
import { useMe } from '@/lib/auth';
import { chinaTime } from '@/lib/china-day';
import { useVersion } from './api/version';
import { useApproveVersion, useSaveDraft, useSubmitVersion } from './api/version-actions';
import { FieldsForm } from './fields-form';
import { PreviewButtons } from './preview-buttons';
import { RejectButton } from './reject-button';
import { StatusTag } from './status-tag';
import { VersionDiff } from './version-diff';

/** One version: edit it (draft), decide on it (in review), see what it changes and its history. */
export function VersionView({ id }: { id: string }) {
  const version = useVersion(id);
  const me = useMe();
  if (version.isError) return <Alert type="error" showIcon title={errorText(version.error)} />;
  if (!version.data || !me.data) return <Spin />;
  return <VersionBody detail={version.data} staffId={me.data.staff.id} role={me.data.staff.role} />;
}

function VersionBody({
  detail,
  staffId,
  role,
}: {
  detail: ContentVersionDetail;
  staffId: string;
  role: Parameters<typeof staffMay>[0];
}) {
  const { version: v, published, history } = detail;
  const { message } = App.useApp();
  const save = useSaveDraft();
  const submit = useSubmitVersion();
  const approve = useApproveVersion();
  const busy = save.isPending || submit.isPending;
  const reviewer = staffMay(role, 'content.review');
  const own = v.authorId === staffId;

  const onSave = (fields: EditorialFields) =>
    save.mutate(
      { id: v.id, fields },
      {
        onSuccess: () => message.success('草稿已保存'),
        onError: (error) => message.error(errorText(error)),
      },
    );
  const onSubmit = (fields: EditorialFields) =>
    save.mutate(
      { id: v.id, fields },
      {
        onSuccess: () =>
          submit.mutate(v.id, {
            onSuccess: () => message.success('已提交审核'),
            onError: (error) => message.error(errorText(error)),
          }),
        onError: (error) => message.error(errorText(error)),
      },
    );
  const onApprove = () =>
    approve.mutate(v.id, {
      onSuccess: () => message.success('已发布，市民页面与搜索已更新'),
      onError: (error) => message.error(errorText(error)),
    });

  const clinical = CLINICAL_KINDS.includes(v.kind);
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {/* A single-item kind (首页推荐) is named by its title alone. */}
        {v.title === EDITORIAL_KIND_NAMES[v.kind]
          ? v.title
          : `${EDITORIAL_KIND_NAMES[v.kind]}“${v.title}”`}{' '}
        第 {v.versionNo} 版 <StatusTag status={v.status} />
      </Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'id', label: '编号', children: v.itemId },
          { key: 'author', label: '撰写人', children: v.authorName },
          { key: 'updated', label: '最后修改', children: chinaTime(v.updatedAt) },
          { key: 'reviewer', label: '审核人', children: v.reviewerName ?? '—' },
          // Only conditions and articles carry a clinical review (domain-rules.md).
          ...(clinical
            ? [
                {
                  key: 'reviewedAt',
                  label: '临床审核日期',
                  children: v.fields.meta.reviewedAt ?? '—',
                },
              ]
            : []),
        ]}
      />
      {clinical && (v.status === 'draft' || v.status === 'review') && (
        <div style={{ margin: '12px 0' }}>
          <PreviewButtons id={v.id} />
        </div>
      )}
      {v.status === 'draft' && v.reason && (
        <Alert
          type="warning"
          showIcon
          title="审核退回"
          description={v.reason}
          style={{ margin: '12px 0' }}
        />
      )}
      {v.status === 'review' && reviewer && (
        <Space wrap style={{ margin: '12px 0' }}>
          {own ? (
            <Alert type="info" showIcon title="这是您撰写的内容，须由另一位审核人审核发布" />
          ) : (
            <>
              <Button type="primary" loading={approve.isPending} onClick={onApprove}>
                审核通过并发布
              </Button>
              <RejectButton id={v.id} />
            </>
          )}
        </Space>
      )}
      {v.status === 'review' && !reviewer && (
        <Alert
          type="info"
          showIcon
          title="已提交审核，等待审核人处理"
          style={{ margin: '12px 0' }}
        />
      )}
      <Tabs
        defaultActiveKey={v.status === 'draft' ? 'edit' : 'diff'}
        items={[
          {
            key: 'diff',
            label: published ? '与已发布版本对比' : '全部内容（新增）',
            children: <VersionDiff kind={v.kind} before={published} after={v.fields} />,
          },
          ...(v.status === 'draft'
            ? [
                {
                  key: 'edit',
                  label: '编辑草稿',
                  children: (
                    <FieldsForm
                      kind={v.kind}
                      fields={v.fields}
                      busy={busy}
                      onSave={onSave}
                      onSubmit={onSubmit}
                    />
                  ),
                },
              ]
            : []),
          {
            key: 'history',
            label: '历史版本',
            children: (
              <Table
                rowKey="id"
                size="small"
                scroll={{ x: true }}
                pagination={false}
                dataSource={history}
                columns={[
                  { title: '版本', dataIndex: 'versionNo', render: (n: number) => `第 ${n} 版` },
                  {
                    title: '状态',
                    dataIndex: 'status',
                    render: (s: VersionStatus) => <StatusTag status={s} />,
                  },
                  { title: '撰写人', dataIndex: 'authorName' },
                  {
                    title: '审核人',
                    dataIndex: 'reviewerName',
                    render: (n: string | null) => n ?? '—',
                  },
                  {
                    title: '退回原因',
                    dataIndex: 'reason',
                    render: (r: string | null) => r ?? '—',
                  },
                  { title: '最后修改', dataIndex: 'updatedAt', render: chinaTime },
                ]}
              />
            ),
          },
        ]}
      />
    </>
  );
}
