import { useState } from 'react';
import type { EvaluationItem } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useReportEvaluation } from '../api/report-evaluation';
import { OverallBadge, ReplyBlock, ScoreList } from './evaluation-scores';

/** 2026-11 → 2026年11月 */
function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${year}年${Number(m)}月`;
}

function ReportButton({ evaluation: e }: { evaluation: EvaluationItem }) {
  const [asking, setAsking] = useState(false);
  const report = useReportEvaluation();
  const reportIt = () =>
    report.mutateAsync(e.id).then(
      () => void toast.success('已举报，感谢反馈，工作人员会尽快核实'),
      (error: unknown) =>
        void toast.error(error instanceof ApiError ? error.message : '举报失败，请稍后重试'),
    );
  return (
    <>
      <Button variant="text" onClick={() => setAsking(true)}>
        举报<span className="visually-hidden">{e.author}的评价</span>
      </Button>
      <ConfirmDialog
        open={asking}
        title="举报评价"
        okText="确认举报"
        cancelText="不举报"
        danger
        onConfirm={reportIt}
        onClose={() => setAsking(false)}
      >
        {`确定举报${e.author}的这条评价吗？它含有不实、辱骂或泄露隐私的内容时请举报。每人只能举报一次，多人举报后评价会暂时隐藏，等待工作人员复核。`}
      </ConfirmDialog>
    </>
  );
}

/** One published evaluation: who (masked) and when, where, the scores, the words, the reply. */
export function EvaluationEntry({
  evaluation: e,
  canReport,
}: {
  evaluation: EvaluationItem;
  canReport: boolean;
}) {
  const place = [e.hospitalName, e.departmentName, e.doctorName].filter(Boolean).join(' · ');
  return (
    <li className="eval-item">
      <div className="eval-item__head">
        <h3>{e.author}的评价</h3>
        <OverallBadge overall={e.overall} />
        <span className="eval-muted">
          {monthLabel(e.visitMonth)}就诊 · {place}
        </span>
      </div>
      <ScoreList scores={e.scores} />
      {e.text && <p className="eval-text">{e.text}</p>}
      {e.reply && <ReplyBlock reply={e.reply} />}
      {canReport && (
        <div className="eval-item__actions">
          <ReportButton evaluation={e} />
        </div>
      )}
    </li>
  );
}
