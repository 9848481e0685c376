import {
  SEARCH_INSIGHT_DAYS,
  SEARCH_INSIGHT_KIND_NAMES,
  SEARCH_INSIGHT_KINDS,
  SEARCH_STATS_KEPT_DAYS,
  type SearchInsight,
  type SearchInsightDays,
  type SearchInsightKind,
} from '@portal/contract';
import { Alert, Radio, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { useSearchInsights } from './api/search-insights';

const PAGE_SIZE = 20;

const columns: TableColumnsType<SearchInsight> = [
  { title: '搜索词', dataIndex: 'query', render: (q: string) => <strong>{q}</strong> },
  { title: '搜索次数', dataIndex: 'searches', width: 110, align: 'right' },
  { title: '无结果次数', dataIndex: 'zeroResults', width: 120, align: 'right' },
  { title: '点开结果次数', dataIndex: 'clicks', width: 130, align: 'right' },
  { title: '最近一次搜索', dataIndex: 'lastDay', width: 140 },
];

/**
 * 搜索改进: what citizens searched for and did not find, or found and did not open, so the
 * synonym table and the content grow from real use. Only the words are counted, never who.
 */
export default function SearchInsightsPage() {
  const [days, setDays] = useState<SearchInsightDays>(7);
  const [kind, setKind] = useState<SearchInsightKind>('zero');
  const [page, setPage] = useState(1);
  const insights = useSearchInsights({ days, kind, pageNo: page, pageSize: PAGE_SIZE });

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        搜索改进
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        居民在网站上搜索、但没有找到或没有点开结果的词，按次数从多到少排列。常见的说法可以加进同义词表（content/search/synonyms.yaml），缺少的内容可以在“内容审核与发布”中编写。只统计搜索词本身，不记录是谁搜索的；含身份证号、手机号等长串数字的搜索不会保存，记录保留{' '}
        {SEARCH_STATS_KEPT_DAYS} 天。
      </Typography.Paragraph>
      <Space wrap size="large" style={{ marginBottom: 16 }}>
        <Radio.Group
          aria-label="统计时段"
          optionType="button"
          value={days}
          onChange={(e) => {
            setDays(e.target.value as SearchInsightDays);
            setPage(1);
          }}
          options={SEARCH_INSIGHT_DAYS.map((d) => ({ value: d, label: `近${d}天` }))}
        />
        <Radio.Group
          aria-label="搜索类型"
          optionType="button"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as SearchInsightKind);
            setPage(1);
          }}
          options={SEARCH_INSIGHT_KINDS.map((k) => ({
            value: k,
            label: SEARCH_INSIGHT_KIND_NAMES[k],
          }))}
        />
      </Space>
      {insights.isError && <Alert type="error" showIcon title={errorText(insights.error)} />}
      <Table
        rowKey="query"
        columns={columns}
        dataSource={insights.data?.list}
        loading={insights.isFetching}
        size="middle"
        locale={{ emptyText: '这段时间没有这类搜索' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: insights.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 个搜索词`,
          onChange: setPage,
        }}
      />
    </>
  );
}
