import { useId } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state/query-state';
import { chinaDateTimeFull } from '@/lib/china-date';
import { useConsultRatings } from '../api/get-consult-ratings';
import './consult.css';
import './interact.css';

/**
 * A doctor's consultation ratings for their page (composed there by the route): average, count
 * and the newest words, and 向TA咨询 when they accept questions.
 */
export function ConsultRatingCard({ doctorId }: { doctorId: string }) {
  const headingId = useId();
  const ratings = useConsultRatings(doctorId);
  return (
    <section className="eval-card" aria-labelledby={headingId}>
      <h2 id={headingId}>在线咨询</h2>
      <QueryState query={ratings}>
        {(r) => (
          <>
            <dl className="eval-summary">
              <div className="eval-summary__item">
                <dt>咨询评分</dt>
                <dd>{r.average === null ? '暂无' : `${r.average.toFixed(1)} 分`}</dd>
              </div>
              <div className="eval-summary__item">
                <dt>评价数</dt>
                <dd>{r.count} 条</dd>
              </div>
            </dl>
            {r.recent.length > 0 && (
              <ul className="consult-recent" aria-label="最近的咨询评价">
                {r.recent.map((x) => (
                  <li key={x.ratedAt}>
                    <span className="consult-recent__score">{x.score} 分</span>
                    <span className="consult-text">{x.text}</span>
                    <time className="consult-muted" dateTime={x.ratedAt}>
                      {chinaDateTimeFull(x.ratedAt).slice(0, 10)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
            {r.acceptsQuestions ? (
              <Link
                className="eval-link"
                to={`/interact/consult?doctor=${encodeURIComponent(doctorId)}#ask`}
              >
                向TA咨询
              </Link>
            ) : (
              <p className="consult-muted">这位医生暂不接受在线咨询。</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
