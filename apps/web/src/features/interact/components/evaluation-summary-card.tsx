import { useId } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state/query-state';
import { useEvaluationSummary } from '../api/get-evaluation-summary';
import type { EvaluationFilter } from '../api/get-evaluations';
import { SummaryFacts } from './evaluation-summary';
import './interact.css';

/** The link to one hospital's, department's or doctor's evaluations on /interact/evaluate. */
export function evaluatePath(filter: EvaluationFilter): string {
  const params = new URLSearchParams();
  if (filter.hospitalId) params.set('hospital', filter.hospitalId);
  if (filter.departmentId) params.set('department', filter.departmentId);
  if (filter.doctorId) params.set('doctor', filter.doctorId);
  const query = params.toString();
  return query ? `/interact/evaluate?${query}` : '/interact/evaluate';
}

/**
 * A hospital's or a doctor's evaluation summary, for their own pages (composed there by the
 * route files), with the way to every evaluation.
 */
export function EvaluationSummaryCard({ filter }: { filter: EvaluationFilter }) {
  const headingId = useId();
  const summary = useEvaluationSummary(filter);
  return (
    <section className="eval-card" aria-labelledby={headingId}>
      <h2 id={headingId}>就医评价</h2>
      <QueryState query={summary}>{(s) => <SummaryFacts summary={s} />}</QueryState>
      <Link className="eval-link" to={evaluatePath(filter)}>
        查看全部评价
      </Link>
    </section>
  );
}
