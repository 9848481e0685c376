import { EVALUATION_REJECT_REASON_MAX, type StaffEvaluation } from '@portal/contract';
import { App, Button, Form, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { useModerateEvaluation } from './api/moderate-evaluation';

/** Names the row in button labels: the masked author and the visit month, as the table shows. */
export const rowName = (row: StaffEvaluation) => `${row.author} ${row.visitMonth} 的评价`;

/** 通过 and 驳回 for an evaluation waiting in the queue (held or hidden). */
export function ModerationActions({ row }: { row: StaffEvaluation }) {
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const moderate = useModerateEvaluation();
  const { message } = App.useApp();

  // The confirm's button spins until the answer; a refusal is shown by onError, so the
  // promise given back to antd settles either way instead of leaving a rejection unhandled.
  const publish = () =>
    moderate
      .mutateAsync(
        { id: row.id, body: { action: 'publish' } },
        {
          onSuccess: () => message.success('已通过，评价已公开显示'),
          onError: (error) => message.error(errorText(error)),
        },
      )
      .catch(() => undefined);
  const reject = ({ reason }: { reason: string }) =>
    moderate.mutate(
      { id: row.id, body: { action: 'reject', reason: reason.trim() } },
      {
        onSuccess: () => {
          message.success('已驳回，评价人会看到驳回原因');
          setRejecting(false);
        },
        onError: (error) => message.error(errorText(error)),
      },
    );

  return (
    <Space wrap>
      <Popconfirm
        title="通过后评价将公开显示，确定通过？"
        okText="通过"
        cancelText="取消"
        onConfirm={publish}
      >
        <Button size="small" type="primary" aria-label={`通过 ${rowName(row)}`}>
          通过
        </Button>
      </Popconfirm>
      <Button
        size="small"
        danger
        aria-label={`驳回 ${rowName(row)}`}
        onClick={() => setRejecting(true)}
      >
        驳回
      </Button>
      <Modal
        open={rejecting}
        title="驳回评价"
        okText="驳回"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        confirmLoading={moderate.isPending}
        onOk={() => form.submit()}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} onFinish={reject}>
          <Typography.Paragraph ellipsis={{ rows: 3 }}>{row.text}</Typography.Paragraph>
          <Form.Item
            name="reason"
            label="驳回原因（评价人会看到）"
            rules={[
              { required: true, whitespace: true, message: '请填写驳回原因' },
              {
                max: EVALUATION_REJECT_REASON_MAX,
                message: `不超过 ${EVALUATION_REJECT_REASON_MAX} 字`,
              },
            ]}
          >
            <Input.TextArea
              rows={3}
              maxLength={EVALUATION_REJECT_REASON_MAX}
              showCount
              placeholder="如：含有侮辱性词语，请修改后重新提交"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
