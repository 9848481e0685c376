import { useState } from 'react';
import { LAB_FLAG_LABELS, type LabItem, type LabReport } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { Dialog } from '@/components/ui/dialog';
import { useLabReport } from '../api/get-lab-report';
import { FlagLabel } from './report-marks';
import { RangeBar } from './range-bar';
import { ReadAloud } from './read-aloud';
import { ReportFooter, ReportHeader } from './report-header';
// Part of this page's chunk, so only report pages load it. (A nested lazy chunk would list
// the entry stylesheet, which the build inlines into index.html, and fail to preload it.)
import TrendChart from './trend-chart';

function ItemRow({ item, onTrend }: { item: LabItem; onTrend: (item: LabItem) => void }) {
  return (
    <tr className={item.flag ? 'lab-row lab-row--flagged' : 'lab-row'}>
      <th scope="row" data-label="项目">
        {item.name}
        <span className="lab-code">{item.code}</span>
      </th>
      <td data-label="结果">
        <span className="lab-result">{item.result}</span> <FlagLabel flag={item.flag} />
      </td>
      <td data-label="单位">{item.unit ?? '—'}</td>
      <td data-label="参考范围">{item.range ?? '—'}</td>
      <td data-label="位置" className="lab-bar-cell">
        <RangeBar item={item} />
      </td>
      <td data-label="趋势" className="no-print">
        {item.trend ? (
          <button type="button" className="link-button" onClick={() => onTrend(item)}>
            查看趋势<span className="visually-hidden">：{item.name}</span>
          </button>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

function LabBody({ report }: { report: LabReport }) {
  const [abnormalFirst, setAbnormalFirst] = useState(false);
  const [trendOf, setTrendOf] = useState<LabItem | null>(null);
  const flagged = report.items.filter((i) => i.flag).length;
  const spoken = [
    `${report.title}，${report.hosName}。`,
    flagged
      ? `共 ${report.items.length} 项，需要留意的有：${report.items
          .filter((i) => i.flag)
          .map((i) => `${i.name} ${i.result}${i.unit ?? ''}，${LAB_FLAG_LABELS[i.flag!].word}`)
          .join('；')}。`
      : `共 ${report.items.length} 项，结果均在参考范围内。`,
  ].join('');
  const items = abnormalFirst
    ? [...report.items.filter((i) => i.flag), ...report.items.filter((i) => !i.flag)]
    : report.items;
  return (
    <article className="report">
      <ReportHeader
        report={report}
        extra={[['标本', report.sampleType]]}
        actions={<ReadAloud text={spoken} />}
      />
      <p className="report-summary" role="status">
        共 {report.items.length} 项，
        {flagged ? `${flagged} 项结果超出参考范围或为阳性` : '结果均在参考范围内'}
        {report.critical && '，其中含危急值，请尽快联系医院或就医'}。
      </p>
      <label className="report-toggle no-print">
        <input
          type="checkbox"
          checked={abnormalFirst}
          onChange={(e) => setAbnormalFirst(e.target.checked)}
        />
        异常项目排在前面
      </label>
      <table className="lab-table">
        <caption className="visually-hidden">检验项目与结果</caption>
        <thead>
          <tr>
            <th scope="col">项目</th>
            <th scope="col">结果</th>
            <th scope="col">单位</th>
            <th scope="col">参考范围</th>
            <th scope="col">位置</th>
            <th scope="col" className="no-print">
              趋势
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <ItemRow key={item.code} item={item} onTrend={setTrendOf} />
          ))}
        </tbody>
      </table>
      <p className="report-legend">
        标记说明：↑ 偏高，↓ 偏低，↑↑ 或 ↓↓ 危急值（需要尽快处理），+
        阳性。位置条的中间一段是参考范围。
      </p>
      <ReportFooter note={report.note} />
      <Dialog
        open={trendOf !== null}
        title={trendOf ? `${trendOf.name}的变化趋势` : '变化趋势'}
        onClose={() => setTrendOf(null)}
      >
        {trendOf && <TrendChart reportId={report.id} code={trendOf.code} />}
      </Dialog>
    </article>
  );
}

/** get_repjy shown: header, items with flags in words and range bars, trends on request. */
export function LabReportView({ id, hos }: { id: string; hos?: string }) {
  const query = useLabReport(id, hos);
  return (
    <QueryState query={query} heading="检验报告">
      {(report) => <LabBody report={report} />}
    </QueryState>
  );
}
