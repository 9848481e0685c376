import type { DeskSchedule } from '@portal/contract';
import { Alert, App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { errorText } from '@/lib/api';
import { dayLabel, periodLabel } from '@/lib/china-day';
import { useChangeCapacity } from './api/change-capacity';
import { useStopSchedule } from './api/stop-schedule';

interface DialogProps {
  hospitalId: string | undefined;
  schedule: DeskSchedule | null;
  onClose: () => void;
}

const who = (s: DeskSchedule) =>
  `${dayLabel(s.date)} ${periodLabel(s.period)} ${s.departmentName} ${s.doctorName ?? '普通门诊'}`;

/** Changes a schedule's places; the server refuses fewer than are booked. */
export function CapacityDialog({ hospitalId, schedule, onClose }: DialogProps) {
  const [form] = Form.useForm<{ capacity: number }>();
  const change = useChangeCapacity(hospitalId);
  const { message } = App.useApp();
  const onFinish = ({ capacity }: { capacity: number }) =>
    change.mutate(
      { id: schedule!.id, capacity },
      {
        onSuccess: () => {
          message.success('号源数已修改');
          onClose();
        },
        onError: (error) => message.error(errorText(error)),
      },
    );
  return (
    <Modal
      open={schedule !== null}
      title="修改号源数"
      okText="保存"
      cancelText="取消"
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {schedule && (
        <Form form={form} layout="vertical" preserve={false} onFinish={onFinish}>
          <Typography.Paragraph>
            {who(schedule)}：现有号源 {schedule.capacity} 个，已预约 {schedule.booked} 个。
          </Typography.Paragraph>
          <Form.Item
            name="capacity"
            label="号源数"
            initialValue={schedule.capacity}
            rules={[{ required: true, message: '请填写号源数' }]}
            extra={`不能少于已预约的 ${schedule.booked} 个`}
          >
            <InputNumber min={Math.max(schedule.booked, 1)} max={200} precision={0} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** 停诊 with a required reason: every booking is cancelled without a no-show and texted. */
export function StopDialog({ hospitalId, schedule, onClose }: DialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const stop = useStopSchedule(hospitalId);
  const { message } = App.useApp();
  const onFinish = ({ reason }: { reason: string }) =>
    stop.mutate(
      { id: schedule!.id, reason: reason.trim() },
      {
        onSuccess: (result) => {
          message.success(`已停诊，取消预约 ${result.cancelledBookings} 个，已短信通知患者`);
          onClose();
        },
        onError: (error) => message.error(errorText(error)),
      },
    );
  return (
    <Modal
      open={schedule !== null}
      title="停诊"
      okText="确认停诊"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={stop.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {schedule && (
        <Form form={form} layout="vertical" preserve={false} onFinish={onFinish}>
          <Typography.Paragraph>{who(schedule)}</Typography.Paragraph>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={`该排班的 ${schedule.booked} 个预约将被取消（不计爽约），患者会收到短信，停诊后不能恢复。`}
          />
          <Form.Item
            name="reason"
            label="停诊原因（患者可见）"
            rules={[
              { required: true, whitespace: true, message: '请填写停诊原因' },
              { max: 100, message: '不超过 100 字' },
            ]}
          >
            <Input.TextArea rows={3} maxLength={100} showCount placeholder="如：医生外出会诊" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
