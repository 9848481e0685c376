import { Alert, Descriptions, Divider, Drawer, Spin, Typography } from 'antd';
import { errorText } from '@/lib/api';
import { chinaTime } from '@/lib/china-day';
import { useStaffConsultation } from './api/staff-consultation';
import { ConsultMessages } from './consult-messages';
import { OverdueTag, patientText, StatusTag } from './consult-tags';
import { ReplyBox } from './reply-box';
import { ThreadActions } from './thread-actions';

const CLOSE_REASONS = {
  patient: '患者结束',
  offline: '建议线下就诊',
  idle: '7 天无新消息，自动结束',
};

/** The thread of one consultation beside the inbox, with what the doctor may do on it. */
export function ConsultThread({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const detail = useStaffConsultation(id);
  const d = detail.data;

  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      title="咨询详情"
      // Wide enough for the thread at 1280 px, and still inside a 768 px screen.
      size={720}
      destroyOnHidden
    >
      {detail.isError && <Alert type="error" showIcon title={errorText(detail.error)} />}
      {detail.isPending && id && <Spin />}
      {d && (
        <>
          <Descriptions
            size="small"
            column={2}
            // antd's grey labels are 2.9:1 on white; AA needs 4.5.
            styles={{ label: { color: '#595959' } }}
            items={[
              { key: 'patient', label: '患者', children: patientText(d.patient) },
              { key: 'department', label: '科室', children: d.departmentName },
              {
                key: 'status',
                label: '状态',
                children: (
                  <>
                    <StatusTag status={d.status} />
                    <OverdueTag hours={d.overdueHours} />
                  </>
                ),
              },
              { key: 'doctor', label: '接诊医生', children: d.doctorName ?? '尚未接诊' },
              { key: 'asked', label: '提问时间', children: chinaTime(d.askedAt) },
              { key: 'public', label: '公开', children: d.public ? '回复后匿名公开' : '不公开' },
              ...(d.closeReason
                ? [{ key: 'reason', label: '结束原因', children: CLOSE_REASONS[d.closeReason] }]
                : []),
              ...(d.rating
                ? [
                    {
                      key: 'rating',
                      label: '患者评分',
                      children: `${d.rating.score} 分${d.rating.text ? `：${d.rating.text}` : ''}`,
                    },
                  ]
                : []),
            ]}
          />
          <Divider />
          <ThreadActions detail={d} onTransferred={onClose} />
          <ConsultMessages messages={d.messages} />
          {d.canReply && (
            <>
              <Divider />
              <ReplyBox id={d.id} />
            </>
          )}
          {!d.canReply && (d.status === 'waiting' || d.status === 'answered') && (
            <Typography.Paragraph>
              这条咨询由其他医生接诊，您可以查看，但不能回复。
            </Typography.Paragraph>
          )}
        </>
      )}
    </Drawer>
  );
}
