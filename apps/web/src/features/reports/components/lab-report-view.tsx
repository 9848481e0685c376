import { useState } from 'react';
import { LAB_FLAG_LABELS, powersOfTenSpoken, type LabItem, type LabReport } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { Dialog } from '@/components/ui/dialog';
import { useLabReport } from '../api/get-lab-report';
import { LabItemRow, unjudged } from './lab-item-row';
import { ReadAloud } from './read-aloud';
import { ReportFooter, ReportHeader } from './report-header';
// Part of this page's chunk, so only report pages load it. (A nested lazy chunk would list
// the entry stylesheet, which the build inlines into index.html, and fail to preload it.)
import TrendChart from './trend-chart';

// Every flag the feed may send, from the contract, so a new one is explained as soon as it exists.
const LEGEND = Object.values(LAB_FLAG_LABELS)
  .map(({ arrow, word }) => `${arrow} ${word}`)
  .join('，');

function LabBody({ report }: { report: LabReport }) {
  const [abnormalFirst, setAbnormalFirst] = useState(false);
  const [trendOf, setTrendOf] = useState<LabItem | null>(null);
  const flagged = report.items.filter((i) => i.flag).length;
  const notJudged = report.items.filter(unjudged).length;
  const spoken = [
    `${report.title}，${report.hosName}。`,
    flagged
      ? `共 ${report.items.length} 项，需要留意的有：${report.items
          .filter((i) => i.flag)
          .map(
            (i) =>
              `${i.name} ${i.result}${powersOfTenSpoken(i.unit ?? '')}，${LAB_FLAG_LABELS[i.flag!].word}`,
          )
          .join('；')}。`
      : `共 ${report.items.length} 项，${notJudged ? '没有标记异常的项目' : '结果均在参考范围内'}。`,
    notJudged ? `有 ${notJudged} 项未能判断高低，请看该项的说明。` : '',
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
        {flagged
          ? `${flagged} 项结果超出参考范围、阳性或异常`
          : notJudged
            ? '没有标记异常的项目'
            : '结果均在参考范围内'}
        {notJudged > 0 && `，${notJudged} 项未能判断高低（见该项说明）`}
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
            // A code may repeat in one report (FHIR allows it): its place keeps the key unique.
            <LabItemRow
              key={`${item.code}:${report.items.indexOf(item)}`}
              item={item}
              onTrend={setTrendOf}
            />
          ))}
        </tbody>
      </table>
      <p className="report-legend">
        标记说明：{LEGEND}。危急值需要尽快处理。位置条的中间一段是参考范围。
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
