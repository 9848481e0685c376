import { useState } from 'react';
import { Link } from 'react-router';
import { CONSULT_STATUS_LABELS, type ConsultDetail } from '@portal/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { chinaDateTimeFull } from '@/lib/china-date';
import { useCloseConsultation } from '../api/close-consultation';
import { ConsultFollowUp } from './consult-follow-up';
import { ConsultMessageItem } from './consult-message-item';
import { ConsultRatingForm } from './consult-rating-form';
import './consult.css';

/** Who says each message: the question, then 追问 for the asker's later ones. */
function labels(detail: ConsultDetail): string[] {
  let asked = 0;
  return detail.messages.map((m) => {
    if (m.from === 'doctor') return `${m.doctorName ?? '医生'} 回复`;
    asked += 1;
    return asked === 1 ? '我的提问' : `第 ${asked - 1} 次追问`;
  });
}

/** How it ended, with what to do next. */
function Ending({ detail }: { detail: ConsultDetail }) {
  if (detail.closeReason === 'offline') {
    return (
      <Alert tone="warning" title="医生建议线下就诊">
        <p className="consult-done">
          医生认为需要当面检查，请预约
          <Link to={`/hospital/department?id=${encodeURIComponent(detail.departmentId)}`}>
            {detail.hospitalName} {detail.departmentName}
          </Link>
          的号源就诊。
        </p>
      </Alert>
    );
  }
  if (detail.status === 'expired') {
    return (
      <Alert
        tone="info"
        title="这次咨询没有医生及时回复，已过期。您可以重新提问，或预约门诊就诊。"
      />
    );
  }
  if (detail.status === 'closed') {
    return (
      <Alert
        tone="info"
        title={
          detail.closeReason === 'idle' ? '最后一次回复 7 天后，咨询已自动结束。' : '咨询已结束。'
        }
      />
    );
  }
  return null;
}

/** One consultation as its asker reads it: the facts, the thread, and what may be done now. */
export function ConsultThread({ detail }: { detail: ConsultDetail }) {
  const [asking, setAsking] = useState(false);
  const close = useCloseConsultation();
  const said = labels(detail);
  const facts: [string, string][] = [
    ['状态', CONSULT_STATUS_LABELS[detail.status]],
    ['咨询对象', `${detail.patientLabel}（${detail.patient.sex}，${detail.patient.age}岁）`],
    ['医院科室', `${detail.hospitalName} ${detail.departmentName}`],
    ['医生', detail.doctorName ?? '待科室医生接诊'],
    ['提问时间', chinaDateTimeFull(detail.createdAt)],
    ['是否公开', detail.public ? '公开（回复后隐去姓名展示）' : '仅自己和医生可见'],
  ];
  return (
    <div className="consult-detail">
      <dl className="consult-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ol className="consult-thread" aria-label="咨询记录">
        {detail.messages.map((m, i) => (
          <ConsultMessageItem key={m.id} message={m} label={said[i]!} />
        ))}
      </ol>
      {detail.status === 'waiting' && (
        <p className="consult-muted">正在等待医生回复，回复后会短信通知您。</p>
      )}
      <Ending detail={detail} />
      {detail.canFollowUp && <ConsultFollowUp id={detail.id} left={detail.followUpsLeft} />}
      {detail.rating && (
        <p className="consult-rated">
          我的评价：{detail.rating.score} 分{detail.rating.text && `，${detail.rating.text}`}
        </p>
      )}
      {detail.canRate && <ConsultRatingForm id={detail.id} />}
      {detail.canClose && (
        <div className="consult-form__buttons">
          <Button onClick={() => setAsking(true)}>结束咨询</Button>
          <ConfirmDialog
            open={asking}
            title="结束咨询"
            okText="确认结束"
            cancelText="暂不结束"
            onConfirm={() => close.mutateAsync(detail.id).then(() => undefined)}
            onClose={() => setAsking(false)}
          >
            结束后不能再追问，仍可以评价医生的回复。
          </ConfirmDialog>
        </div>
      )}
    </div>
  );
}
