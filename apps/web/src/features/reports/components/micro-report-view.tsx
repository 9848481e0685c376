import {
  SUSCEPTIBILITY,
  SUSCEPTIBILITY_LABELS,
  powersOfTen,
  powersOfTenSpoken,
  type MicroReport,
} from '@portal/contract';
import { CollapsibleText } from '@/components/collapsible-text/collapsible-text';
import { QueryState } from '@/components/query-state/query-state';
import { useMicroReport } from '../api/get-micro-report';
import { ReadAloud } from './read-aloud';
import { ReportFooter, ReportHeader } from './report-header';

function spokenSummary(report: MicroReport): string {
  if (report.organisms.length === 0) return `${report.title}，未检出致病菌。`;
  return report.organisms
    .map((o) => {
      const resistant = o.susceptibility.filter((s) => s.interpretation === 'R');
      return `${report.title}检出${o.name}${o.colonyCount ? `，菌落计数${powersOfTenSpoken(o.colonyCount)}` : ''}${
        resistant.length ? `，耐药的药物有：${resistant.map((s) => s.antibiotic).join('、')}` : ''
      }。`;
    })
    .join('');
}

/** MIC and zone as sent, each named: the column holds either, and they differ in unit. */
function measure(mic: string | null, zone: string | null): string {
  const parts = [mic && `MIC ${mic}`, zone && `抑菌圈 ${zone}`].filter(Boolean);
  return parts.length ? parts.join('；') : '—';
}

function Organisms({ report }: { report: MicroReport }) {
  if (report.organisms.length === 0) {
    return <p className="report-summary">培养结果：未检出致病菌。</p>;
  }
  return (
    <>
      {/* Places, not names, as ids and keys: a name may repeat or hold spaces. */}
      {report.organisms.map((o, i) => (
        <section key={i} className="micro-organism" aria-labelledby={`org-${i}`}>
          <h2 id={`org-${i}`}>
            检出：
            <CollapsibleText text={o.name} label="菌名" />
          </h2>
          {o.colonyCount && (
            <p>
              菌落计数：
              <CollapsibleText text={powersOfTen(o.colonyCount)} label="菌落计数" />
            </p>
          )}
          {o.comment && (
            <p>
              说明：
              <CollapsibleText text={powersOfTen(o.comment)} label="说明" />
            </p>
          )}
          {o.susceptibility.length > 0 && (
            <table className="micro-table">
              {/* The section is named by the organism; a long name is not repeated here. */}
              <caption>药物敏感试验（{o.susceptibility.length} 种药物）</caption>
              <thead>
                <tr>
                  <th scope="col">抗菌药物</th>
                  <th scope="col">MIC（μg/mL）或抑菌圈（mm）</th>
                  <th scope="col">结果</th>
                </tr>
              </thead>
              <tbody>
                {o.susceptibility.map((s, j) => (
                  <tr key={j}>
                    <th scope="row" data-label="抗菌药物">
                      <CollapsibleText text={s.antibiotic} label="抗菌药物" />
                    </th>
                    <td data-label="数值">{measure(s.mic, s.zone)}</td>
                    <td data-label="结果">
                      <span className={`sir sir--${s.interpretation.toLowerCase()}`}>
                        {s.interpretation} {SUSCEPTIBILITY_LABELS[s.interpretation].word}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
      <section className="micro-legend" aria-labelledby="micro-legend">
        <h2 id="micro-legend">药敏结果怎么看</h2>
        <dl>
          {SUSCEPTIBILITY.map((k) => (
            <div key={k}>
              <dt>
                {k} {SUSCEPTIBILITY_LABELS[k].word}
              </dt>
              <dd>{SUSCEPTIBILITY_LABELS[k].meaning}</dd>
            </div>
          ))}
        </dl>
        <p>选用哪种药由医生根据病情、过敏史和药敏结果决定，请不要自行购买抗菌药物。</p>
      </section>
    </>
  );
}

/** get_repwsw shown: specimen, organisms, colony counts and susceptibility with its legend. */
export function MicroReportView({ id, hos }: { id: string; hos?: string }) {
  const query = useMicroReport(id, hos);
  return (
    <QueryState query={query} heading="微生物报告">
      {(report) => (
        <article className="report">
          <ReportHeader
            report={report}
            extra={[['标本', report.specimen]]}
            actions={<ReadAloud text={spokenSummary(report)} />}
          />
          <Organisms report={report} />
          <ReportFooter note={report.note} />
        </article>
      )}
    </QueryState>
  );
}
