import {
  EVALUATION_DIMENSIONS,
  EVALUATION_DIMENSION_LABELS,
  EVALUATION_SUMMARY_YEARS,
  type EvaluationSummary,
} from '@portal/contract';
import './interact.css';

/** An average as people read a rating: 4.6 / 5 on screen, 4.6 分（满分 5 分） when read aloud. */
function OutOfFive({ value }: { value: number }) {
  const shown = value.toFixed(1);
  return (
    <>
      <span aria-hidden>{shown} / 5</span>
      <span className="visually-hidden">{shown} 分（满分 5 分）</span>
    </>
  );
}

/** Count, share satisfied and the average of each dimension, over the summary's two years. */
export function SummaryFacts({ summary }: { summary: EvaluationSummary }) {
  if (summary.count === 0) {
    return <p className="eval-muted">近 {EVALUATION_SUMMARY_YEARS} 年还没有公开的评价。</p>;
  }
  return (
    <>
      <dl className="eval-summary">
        <div className="eval-summary__item">
          <dt>评价数</dt>
          <dd>{summary.count} 条</dd>
        </div>
        {summary.satisfiedShare !== null && (
          <div className="eval-summary__item">
            <dt>满意率</dt>
            <dd>{Math.round(summary.satisfiedShare * 100)}%</dd>
          </div>
        )}
        {EVALUATION_DIMENSIONS.map((d) => {
          const average = summary.averages[d];
          return (
            average !== null && (
              <div key={d} className="eval-summary__item">
                <dt>{EVALUATION_DIMENSION_LABELS[d]}</dt>
                <dd>
                  <OutOfFive value={average} />
                </dd>
              </div>
            )
          );
        })}
      </dl>
      <p className="eval-muted">
        统计近 {EVALUATION_SUMMARY_YEARS} 年公开的评价；满意率是选择“满意”或“非常满意”的比例。
      </p>
    </>
  );
}
