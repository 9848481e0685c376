import {
  EVALUATION_DIMENSIONS,
  EVALUATION_DIMENSION_LABELS,
  EVALUATION_OVERALL_LABELS,
  type EvaluationOverall,
  type EvaluationReply,
  type EvaluationScores,
} from '@portal/contract';
import { chinaDateTimeFull } from '@/lib/china-date';
import './interact.css';

/** The four scores, each as stars for the eye and as 4 分 in words. */
export function ScoreList({ scores }: { scores: EvaluationScores }) {
  return (
    <dl className="eval-scores">
      {EVALUATION_DIMENSIONS.map((d) => (
        <div key={d} className="eval-score">
          <dt>{EVALUATION_DIMENSION_LABELS[d]}</dt>
          <dd>
            <span className="eval-stars" aria-hidden>
              {'★'.repeat(scores[d])}
              {'☆'.repeat(5 - scores[d])}
            </span>{' '}
            {scores[d]} 分
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function OverallBadge({ overall }: { overall: EvaluationOverall }) {
  return (
    <span className="eval-overall">
      <span className="visually-hidden">总体评价：</span>
      {EVALUATION_OVERALL_LABELS[overall]}
    </span>
  );
}

/** The hospital's one reply, beneath the evaluation it answers. */
export function ReplyBlock({ reply }: { reply: EvaluationReply }) {
  return (
    <div className="eval-reply">
      <span className="eval-reply__title">医院回复</span>（{chinaDateTimeFull(reply.repliedAt)}）：
      {reply.text}
    </div>
  );
}
