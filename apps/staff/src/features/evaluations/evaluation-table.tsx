import {
  EVALUATION_DIMENSION_LABELS,
  EVALUATION_DIMENSIONS,
  EVALUATION_OVERALL_LABELS,
  EVALUATION_STATUS_LABELS,
  type EvaluationStatus,
  type StaffEvaluation,
} from '@portal/contract';
import { Alert, Space, Table, type TableColumnsType } from 'antd';
import { useState, type CSSProperties } from 'react';
import { ToneTag, type Tone } from '@/components/tone-tag';
import { errorText } from '@/lib/api';
import { chinaTime } from '@/lib/china-day';
import { useStaffEvaluations } from './api/staff-evaluations';
import { MarkedWords } from './marked-words';
import { ModerationActions } from './moderation-actions';
import { ReplyButton } from './reply-button';

const PAGE_SIZE = 20;

const TONES: Record<EvaluationStatus, Tone> = {
  held: 'warn',
  hidden: 'bad',
  published: 'ok',
  rejected: 'muted',
};

const STICKY: CSSProperties = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.2)',
};

interface EvaluationTableProps {
  /** undefined: the queue (held and hidden). */
  status: EvaluationStatus | undefined;
  hospitalId: string | undefined;
  /** The bureau sees every hospital's, so the hospital gets a column. */
  showHospital: boolean;
  /** Only a hospital's administrator answers for the hospital. */
  mayReply: boolean;
  label: string;
}

/** The text with its marked words, what held it or hid it, and the reason or reply it got. */
function TextCell({ row }: { row: StaffEvaluation }) {
  return (
    <Space orientation="vertical" size={4}>
      <span>
        {row.text ? <MarkedWords text={row.text} words={row.matchedWords} /> : '（未填写文字）'}
      </span>
      {row.matchedWords.length > 0 && (
        <span>
          命中敏感词：
          {row.matchedWords.map((w) => (
            <ToneTag key={w} tone="warn">
              {w}
            </ToneTag>
          ))}
        </span>
      )}
      {row.rejectReason && <span>驳回原因：{row.rejectReason}</span>}
      {row.reply && (
        <span>
          医院回复（{chinaTime(row.reply.repliedAt)}）：{row.reply.text}
        </span>
      )}
    </Space>
  );
}

/** One view of the moderation page: a page of evaluations with the actions their state allows. */
export function EvaluationTable({
  status,
  hospitalId,
  showHospital,
  mayReply,
  label,
}: EvaluationTableProps) {
  const [pageNo, setPageNo] = useState(1);
  const list = useStaffEvaluations({ status, hospitalId, pageNo, pageSize: PAGE_SIZE });

  // Related fields share a cell so the table fits the page beside the menu at 1280 px.
  const columns: TableColumnsType<StaffEvaluation> = [
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: EvaluationStatus) => (
        <ToneTag tone={TONES[s]}>{EVALUATION_STATUS_LABELS[s]}</ToneTag>
      ),
    },
    {
      title: showHospital ? '医院 / 科室 / 医生' : '科室 / 医生',
      key: 'where',
      width: 140,
      render: (_, row) => (
        <>
          {showHospital && <div>{row.hospitalName}</div>}
          <div>{row.departmentName}</div>
          {row.doctorName && <div>{row.doctorName}</div>}
        </>
      ),
    },
    {
      title: '评价人 / 就诊月份',
      key: 'who',
      width: 100,
      render: (_, row) => (
        <>
          <div>{row.author}</div>
          <div>{row.visitMonth}</div>
        </>
      ),
    },
    {
      title: '评分（1–5）',
      key: 'scores',
      width: 130,
      render: (_, row) => (
        <>
          {EVALUATION_DIMENSIONS.map((d) => (
            <div key={d}>
              {EVALUATION_DIMENSION_LABELS[d]} {row.scores[d]}
            </div>
          ))}
          <div>总体：{EVALUATION_OVERALL_LABELS[row.overall]}</div>
        </>
      ),
    },
    { title: '评价内容', key: 'text', render: (_, row) => <TextCell row={row} /> },
    { title: '举报', dataIndex: 'reports', width: 60 },
    { title: '提交时间', dataIndex: 'createdAt', width: 100, render: chinaTime },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      // Kept in sight at the region's right edge while the table scrolls sideways (768 px).
      onHeaderCell: () => ({ style: STICKY }),
      onCell: () => ({ style: { ...STICKY, background: '#fff' } }),
      render: (_, row) => {
        if (row.status === 'held' || row.status === 'hidden')
          return <ModerationActions row={row} />;
        if (row.status === 'published' && mayReply && !row.reply) return <ReplyButton row={row} />;
        return '—';
      },
    },
  ];

  return (
    <>
      {list.isError && <Alert type="error" showIcon title={errorText(list.error)} />}
      {/* Wider than the page below 1280 px: the region scrolls and takes focus, so a keyboard
          can scroll it too (antd's own scroll container cannot be focused). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe's scrollable-region-focusable: keyboard users scroll it */}
      <div role="region" aria-label={`${label}的评价`} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<StaffEvaluation>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list}
          loading={list.isFetching}
          style={{ minWidth: 960 }}
          size="middle"
          locale={{ emptyText: status ? `没有${label}的评价` : '待审核的评价已全部处理' }}
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
