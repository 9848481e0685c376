import type { ApiKeyView, NewApiKey } from '@portal/contract';
import { Alert, App, Button, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { HospitalPicker, useHospitalChoice } from '@/components/hospital-picker';
import { errorText } from '@/lib/api';
import { chinaTime } from '@/lib/china-day';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api/api-keys';

// antd's green tag text is below 4.5:1 on its background; a darker green passes AA.
const IN_USE = { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' };

/** The keys the hospital's own systems send schedules and visits with: create, revoke. */
export default function ApiKeysPage() {
  const [hospitalId] = useHospitalChoice();
  const keys = useApiKeys(hospitalId);
  const create = useCreateApiKey(hospitalId);
  const revoke = useRevokeApiKey(hospitalId);
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const { message } = App.useApp();

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: setCreated,
      onError: (error) => message.error(errorText(error)),
    });

  const onRevoke = (row: ApiKeyView) =>
    revoke.mutate(row.id, {
      onSuccess: () => message.success(`密钥 ${row.prefix}… 已吊销`),
      onError: (error) => message.error(errorText(error)),
    });

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        接口密钥
      </Typography.Title>
      <HospitalPicker />
      <Typography.Paragraph>
        医院信息系统（HIS）用接口密钥向平台推送排班和就诊状态。新密钥只显示一次，请立即复制到 HIS
        的配置中；密钥泄露或不再使用时请吊销，吊销后立即失效。
      </Typography.Paragraph>
      <Button
        type="primary"
        onClick={onCreate}
        loading={create.isPending}
        disabled={!hospitalId}
        style={{ marginBottom: 16 }}
      >
        新建密钥
      </Button>
      {keys.isError && <Alert type="error" showIcon title={errorText(keys.error)} />}
      <Table<ApiKeyView>
        rowKey="id"
        loading={keys.isLoading}
        dataSource={keys.data ?? []}
        scroll={{ x: true }}
        pagination={false}
        locale={{ emptyText: '还没有接口密钥' }}
        columns={[
          {
            title: '密钥前缀',
            dataIndex: 'prefix',
            render: (prefix: string) => <Typography.Text code>{prefix}…</Typography.Text>,
          },
          { title: '创建时间', dataIndex: 'createdAt', render: chinaTime },
          {
            title: '最近使用',
            dataIndex: 'lastUsedAt',
            render: (at: string | null) => (at ? chinaTime(at) : '从未使用'),
          },
          {
            title: '状态',
            dataIndex: 'revokedAt',
            render: (at: string | null) =>
              at ? <Tag>已于 {chinaTime(at)} 吊销</Tag> : <Tag style={IN_USE}>有效</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) =>
              row.revokedAt ? null : (
                <Popconfirm
                  title="吊销后使用该密钥的系统将无法推送数据，确定吊销？"
                  okText="吊销"
                  cancelText="取消"
                  onConfirm={() => onRevoke(row)}
                >
                  <Button size="small" aria-label={`吊销密钥 ${row.prefix}`}>
                    吊销
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <Modal
        open={created !== null}
        title="新密钥（只显示这一次）"
        onCancel={() => setCreated(null)}
        footer={
          <Button type="primary" onClick={() => setCreated(null)}>
            我已保存
          </Button>
        }
        destroyOnHidden
      >
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title="关闭后无法再次查看。请复制到医院信息系统的配置中，不要通过聊天工具或邮件发送。"
        />
        <Typography.Paragraph
          copyable={{ text: created?.key }}
          code
          style={{ wordBreak: 'break-all' }}
        >
          {created?.key}
        </Typography.Paragraph>
        <Typography.Paragraph>
          使用方式：请求头 <Typography.Text code>Authorization: Bearer 密钥</Typography.Text>
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
