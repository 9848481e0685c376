import { SUSCEPTIBILITY, SUSCEPTIBILITY_LABELS, type MicroReport } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { useMicroReport } from '../api/get-micro-report';
import { ReadAloud } from './read-aloud';
import { ReportFooter, ReportHeader } from './report-header';

function spokenSummary(report: MicroReport): string {
  if (report.organisms.length === 0) return `${report.title}，未检出致病菌。`;
  return report.organisms
    .map((o) => {
      const resistant = o.susceptibility.filter((s) => s.interpretation === 'R');
      return `${report.title}检出${o.name}${o.colonyCount ? `，菌落计数${o.colonyCount}` : ''}${
        resistant.length ? `，耐药的药物有：${resistant.map((s) => s.antibiotic).join('、')}` : ''
      }。`;
    })
    .join('');
}

function Organisms({ report }: { report: MicroReport }) {
  if (report.organisms.length === 0) {
    return <p className="report-summary">培养结果：未检出致病菌。</p>;
  }
  return (
    <>
      {report.organisms.map((o) => (
        <section key={o.name} className="micro-organism" aria-labelledby={`org-${o.name}`}>
          <h2 id={`org-${o.name}`}>检出：{o.name}</h2>
          {o.colonyCount && <p>菌落计数：{o.colonyCount}</p>}
          {o.comment && <p>{o.comment}</p>}
          {o.susceptibility.length > 0 && (
            <table className="micro-table">
              <caption>{o.name}的药物敏感试验</caption>
              <thead>
                <tr>
                  <th scope="col">抗菌药物</th>
                  <th scope="col">MIC（μg/mL）</th>
                  <th scope="col">结果</th>
                </tr>
              </thead>
              <tbody>
                {o.susceptibility.map((s) => (
                  <tr key={s.antibiotic}>
                    <th scope="row" data-label="抗菌药物">
                      {s.antibiotic}
                    </th>
                    <td data-label="MIC">{s.mic ?? s.zone ?? '—'}</td>
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
