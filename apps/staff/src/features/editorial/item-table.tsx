import { REVIEW_DUE_YEARS, SINGLE_ITEM_KINDS, type EditorialItem } from '@portal/contract';
import { Alert, App, Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { ToneTag } from '@/components/tone-tag';
import { errorText } from '@/lib/api';
import { useArchiveItem, useCreateDraft } from './api/version-actions';
import { StatusTag } from './status-tag';
import { citizenUrl } from '@/lib/citizen-url';

interface Props {
  items: EditorialItem[] | undefined;
  loading: boolean;
  error: unknown;
  /** The signed-in staff member may publish and take items offline. */
  reviewer: boolean;
  /** Conditions and articles: they carry a clinical review date, other kinds none. */
  clinical: boolean;
  dueBefore: string;
  onOpen: (versionId: string) => void;
}

/** The items of a kind with their state; edit starts (or opens) the item's draft. */
export function ItemTable({ items, loading, error, reviewer, clinical, dueBefore, onOpen }: Props) {
  const { message } = App.useApp();
  const create = useCreateDraft();
  const archive = useArchiveItem();

  const edit = (item: EditorialItem) => {
    if (item.open) return onOpen(item.open.id);
    create.mutate(
      { kind: item.kind, itemId: item.id },
      { onSuccess: (v) => onOpen(v.id), onError: (e) => message.error(errorText(e)) },
    );
  };

  const columns: TableColumnsType<EditorialItem> = [
    { title: '名称', dataIndex: 'title', width: 200 },
    { title: '编号', dataIndex: 'id' },
    {
      title: '状态',
      key: 'state',
      render: (_, item) => (
        <Space size={4} wrap>
          {item.published ? (
            <ToneTag tone="ok">已发布</ToneTag>
          ) : (
            <ToneTag tone="muted">未发布</ToneTag>
          )}
          {item.consoleEdited && <ToneTag tone="active">控制台修改过</ToneTag>}
          {item.open && <StatusTag status={item.open.status} />}
        </Space>
      ),
    },
    {
      title: '临床审核日期',
      hidden: !clinical,
      dataIndex: 'reviewedAt',
      render: (date: string | null) =>
        date ? (
          <Space size={4} wrap>
            <span style={{ whiteSpace: 'nowrap' }}>{date}</span>
            {date < dueBefore && <ToneTag tone="bad">超过 {REVIEW_DUE_YEARS} 年需复核</ToneTag>}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, item) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => edit(item)} aria-label={`修改 ${item.title}`}>
            {item.open ? '打开草稿' : '修改'}
          </Button>
          {item.citizenPath && (
            <a href={citizenUrl(item.citizenPath)} target="_blank" rel="noreferrer">
              市民页面
            </a>
          )}
          {reviewer && item.published && !item.open && !SINGLE_ITEM_KINDS.includes(item.kind) && (
            <Popconfirm
              title={`下线“${item.title}”？市民将看不到它，搜索中也会去掉。`}
              okText="下线"
              cancelText="取消"
              onConfirm={() =>
                archive.mutateAsync(
                  { kind: item.kind, id: item.id },
                  {
                    onSuccess: () => message.success(`已下线“${item.title}”`),
                    onError: (e) => message.error(errorText(e)),
                  },
                )
              }
            >
              <Button size="small" danger aria-label={`下线 ${item.title}`}>
                下线
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      {error ? <Alert type="error" showIcon title={errorText(error)} /> : null}
      <Table
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={loading}
        scroll={{ x: true }}
        size="middle"
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: '没有内容' }}
      />
    </>
  );
}
