import { EVALUATION_REPLY_MAX, type StaffEvaluation } from '@portal/contract';
import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { useReplyToEvaluation } from './api/reply-evaluation';
import { rowName } from './moderation-actions';

/** The hospital's one reply to a published evaluation, shown beneath it to everyone. */
export function ReplyButton({ row }: { row: StaffEvaluation }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ text: string }>();
  const reply = useReplyToEvaluation();
  const { message } = App.useApp();

  const send = ({ text }: { text: string }) =>
    reply.mutate(
      { id: row.id, body: { text: text.trim() } },
      {
        onSuccess: () => {
          message.success('回复已发布');
          setOpen(false);
        },
        onError: (error) => message.error(errorText(error)),
      },
    );

  return (
    <>
      <Button size="small" aria-label={`回复 ${rowName(row)}`} onClick={() => setOpen(true)}>
        回复
      </Button>
      <Modal
        open={open}
        title="回复评价"
        okText="发布回复"
        cancelText="取消"
        confirmLoading={reply.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} onFinish={send}>
          <Typography.Paragraph ellipsis={{ rows: 3 }}>{row.text}</Typography.Paragraph>
          <Form.Item
            name="text"
            label="医院回复（公开显示在评价下方，只能回复一次）"
            rules={[
              { required: true, whitespace: true, message: '请填写回复内容' },
              { max: EVALUATION_REPLY_MAX, message: `不超过 ${EVALUATION_REPLY_MAX} 字` },
            ]}
          >
            <Input.TextArea rows={4} maxLength={EVALUATION_REPLY_MAX} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
