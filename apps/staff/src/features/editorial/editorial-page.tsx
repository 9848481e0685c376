import {
  CLINICAL_KINDS,
  EDITORIAL_KINDS,
  EDITORIAL_KIND_NAMES,
  REVIEW_DUE_YEARS,
  staffMay,
  type ContentVersionSummary,
  type EditorialKind,
} from '@portal/contract';
import { Alert, Button, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '@/lib/api';
import { useMe } from '@/lib/auth';
import { chinaTime, chinaToday } from '@/lib/china-day';
import { useItems } from './api/items';
import { useOpenVersions } from './api/open-versions';
import { useOverdue } from './api/overdue';
import { ItemTable } from './item-table';
import { mayAddItems, NewItemButton } from './new-item';
import { StatusTag } from './status-tag';
import { VersionView } from './version-view';

/**
 * Conditions, articles, notices and help questions in the editorial workflow: lists by kind,
 * the open versions (review queue and drafts), the items due for clinical review; `?version=`
 * opens one version.
 */
export default function EditorialPage() {
  const [params, setParams] = useSearchParams();
  const me = useMe();
  const versionId = params.get('version');
  const open = (id: string) => setParams({ version: id });
  const reviewer = !!me.data && staffMay(me.data.staff.role, 'content.review');
  const editor = !!me.data && staffMay(me.data.staff.role, 'content.edit');
  // The county's calendar day, as the server counts the three years.
  const [today] = useState(() => chinaToday());
  const dueBefore = `${Number(today.slice(0, 4)) - REVIEW_DUE_YEARS}${today.slice(4)}`;

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        内容审核与发布
      </Typography.Title>
      {versionId ? (
        <>
          <Button onClick={() => setParams({})} style={{ marginBottom: 12 }}>
            返回列表
          </Button>
          <VersionView id={versionId} />
        </>
      ) : (
        <>
          <Typography.Paragraph>
            疾病、科普文章、公告、帮助问题和首页推荐的每次修改都是一个版本：撰写草稿 → 提交审核 →
            审核人通过后立即发布（市民页面与搜索同步更新），或写明原因退回。审核人不能审核自己撰写的内容。
          </Typography.Paragraph>
          <Tabs
            items={[
              { key: 'open', label: '待审核与草稿', children: <OpenVersions onOpen={open} /> },
              ...EDITORIAL_KINDS.map((kind) => ({
                key: kind,
                label: EDITORIAL_KIND_NAMES[kind],
                children: (
                  <KindTab
                    kind={kind}
                    editor={editor}
                    reviewer={reviewer}
                    dueBefore={dueBefore}
                    onOpen={open}
                  />
                ),
              })),
              {
                key: 'overdue',
                label: `复核到期（超过 ${REVIEW_DUE_YEARS} 年）`,
                children: <OverdueTab reviewer={reviewer} dueBefore={dueBefore} onOpen={open} />,
              },
            ]}
          />
        </>
      )}
    </>
  );
}

interface TabProps {
  reviewer: boolean;
  dueBefore: string;
  onOpen: (id: string) => void;
}

/** One kind's items; editors may add a new one, except to a kind with a single fixed item. */
function KindTab({ kind, editor, ...rest }: TabProps & { kind: EditorialKind; editor: boolean }) {
  const items = useItems(kind);
  return (
    <>
      {editor && mayAddItems(kind) && <NewItemButton kind={kind} onOpen={rest.onOpen} />}
      <ItemTable
        items={items.data}
        loading={items.isLoading}
        error={items.error}
        clinical={CLINICAL_KINDS.includes(kind)}
        {...rest}
      />
    </>
  );
}

function OverdueTab(props: TabProps) {
  const items = useOverdue();
  return (
    <ItemTable
      items={items.data}
      loading={items.isLoading}
      error={items.error}
      clinical
      {...props}
    />
  );
}

function OpenVersions({ onOpen }: { onOpen: (id: string) => void }) {
  const versions = useOpenVersions();
  const columns: TableColumnsType<ContentVersionSummary> = [
    {
      title: '类型',
      dataIndex: 'kind',
      render: (k: EditorialKind) => EDITORIAL_KIND_NAMES[k],
    },
    { title: '名称', dataIndex: 'title' },
    {
      title: '状态',
      dataIndex: 'status',
      render: (s: ContentVersionSummary['status']) => <StatusTag status={s} />,
    },
    { title: '撰写人', dataIndex: 'authorName' },
    { title: '最后修改', dataIndex: 'updatedAt', render: chinaTime },
    {
      title: '操作',
      key: 'open',
      render: (_, v) => (
        <Button
          size="small"
          onClick={() => onOpen(v.id)}
          aria-label={`打开 ${v.title} 第 ${v.versionNo} 版`}
        >
          {v.status === 'review' ? '审核' : '继续编辑'}
        </Button>
      ),
    },
  ];
  return (
    <>
      {versions.isError && <Alert type="error" showIcon title={errorText(versions.error)} />}
      <Table
        rowKey="id"
        columns={columns}
        dataSource={versions.data}
        loading={versions.isLoading}
        scroll={{ x: true }}
        size="middle"
        pagination={false}
        locale={{ emptyText: '没有待审核的版本或草稿' }}
      />
    </>
  );
}
