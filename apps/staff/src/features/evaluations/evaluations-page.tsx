import { EVALUATION_REPORTS_TO_HIDE, staffMay, type EvaluationStatus } from '@portal/contract';
import { Tabs, Typography } from 'antd';
import { HospitalPicker, useHospitalChoice } from '@/components/hospital-picker';
import { useMe } from '@/lib/auth';
import { EvaluationTable } from './evaluation-table';

// The views of the page: the queue (the server's default, held and hidden together), then the
// published and the rejected ones.
const VIEWS: { key: string; label: string; status: EvaluationStatus | undefined }[] = [
  { key: 'queue', label: '待审核', status: undefined },
  { key: 'published', label: '已发布', status: 'published' },
  { key: 'rejected', label: '未通过', status: 'rejected' },
];

/** 就医评价审核: the moderation queue of a hospital (its administrator) or the county (the bureau). */
export default function EvaluationsPage() {
  const me = useMe().data;
  const [hospitalId] = useHospitalChoice();
  if (!me) return null;
  const isBureau = me.staff.role === 'bureau_admin';
  const mayReply = staffMay(me.staff.role, 'interact.reply');
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        就医评价审核
      </Typography.Title>
      <Typography.Paragraph>
        含有敏感词的评价先进入待审核，命中的词语已标出；被 {EVALUATION_REPORTS_TO_HIDE}{' '}
        位市民举报的评价暂时隐藏，同样等候复核。通过后公开显示；驳回须写明原因，评价人会在“我的预约”中看到。
        {mayReply ? '已发布的评价可由医院回复一次。' : '回复由各医院管理员发布。'}
        评价人姓名已脱敏。
      </Typography.Paragraph>
      <HospitalPicker allowAll />
      <Tabs
        items={VIEWS.map((view) => ({
          key: view.key,
          label: view.label,
          children: (
            <EvaluationTable
              status={view.status}
              hospitalId={hospitalId}
              showHospital={isBureau}
              mayReply={mayReply}
              label={view.label}
            />
          ),
        }))}
      />
    </>
  );
}
