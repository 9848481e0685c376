import { useState } from 'react';
import {
  EVALUATION_EDIT_HOURS,
  EVALUATION_STATUS_LABELS,
  EVALUATION_WINDOW_DAYS,
  type Booking,
  type MyEvaluation,
} from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { Button } from '@/components/ui/button';
import { useMyEvaluations } from '../api/get-my-evaluations';
import { EvaluationDialog } from './evaluation-form';
import { OverallBadge, ReplyBlock, ScoreList } from './evaluation-scores';
import './interact.css';

// What the author may wait for, beside the state's label.
const STATUS_NOTES: Partial<Record<MyEvaluation['status'], string>> = {
  held: '含有需要审核的词语，审核通过后公开',
  hidden: '有人举报，工作人员复核期间暂不公开',
};

/** 审核中, 已发布, 复核中, or 未通过审核 with the moderator's reason; and the overall answer. */
function StatusLine({ evaluation: e }: { evaluation: MyEvaluation }) {
  const label = EVALUATION_STATUS_LABELS[e.status];
  const rejected = e.status === 'rejected';
  return (
    <div className="eval-item__head">
      <p className={rejected ? 'eval-status--rejected' : undefined}>
        状态：{label}
        {rejected && e.rejectReason ? `：${e.rejectReason}` : ''}
      </p>
      <OverallBadge overall={e.overall} />
      {STATUS_NOTES[e.status] && <span className="eval-muted">{STATUS_NOTES[e.status]}</span>}
    </div>
  );
}

function VisitEvaluation({ booking: b }: { booking: Booking }) {
  const mine = useMyEvaluations();
  const [writing, setWriting] = useState(false);
  const visit = `${b.hospitalName} · ${b.departmentName}`;
  return (
    <QueryState query={mine}>
      {({ list, evaluable }) => {
        const evaluation = list.find((e) => e.bookingId === b.id);
        const open = !evaluation && evaluable.includes(b.id);
        const editable = evaluation?.editable ?? false;
        return (
          <div className="eval-visit">
            <h4>就医评价</h4>
            {evaluation && (
              <>
                <StatusLine evaluation={evaluation} />
                <ScoreList scores={evaluation.scores} />
                {evaluation.text && <p className="eval-text">{evaluation.text}</p>}
                {evaluation.reply && <ReplyBlock reply={evaluation.reply} />}
              </>
            )}
            {!evaluation && !open && (
              <p className="eval-muted">
                就诊后 {EVALUATION_WINDOW_DAYS} 天内可以评价，已过评价期限。
              </p>
            )}
            {(open || editable) && (
              <div className="eval-visit__actions">
                <Button variant={open ? 'primary' : 'default'} onClick={() => setWriting(true)}>
                  {open ? '写评价' : '修改评价'}
                  <span className="visually-hidden">：{visit}</span>
                </Button>
                <span className="eval-muted">
                  {open
                    ? `就诊后 ${EVALUATION_WINDOW_DAYS} 天内可以评价`
                    : `提交后 ${EVALUATION_EDIT_HOURS} 小时内可以修改一次`}
                </span>
              </div>
            )}
            <EvaluationDialog
              open={writing}
              onClose={() => setWriting(false)}
              bookingId={b.id}
              visit={visit}
              existing={evaluation}
            />
          </div>
        );
      }}
    </QueryState>
  );
}

/**
 * A completed visit's evaluation in My appointments (composed there by the route file): write
 * it, or see it with its state and the hospital's reply, and edit it once while allowed.
 */
export function EvaluationForBooking({ booking }: { booking: Booking }) {
  if (booking.status !== 'completed') return null;
  return <VisitEvaluation booking={booking} />;
}
