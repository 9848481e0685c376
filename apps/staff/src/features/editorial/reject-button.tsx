import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { useRejectVersion } from './api/version-actions';

/** Sends a version back to its author; the reason is required and shown to them. */
export function RejectButton({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectVersion();
  const { message } = App.useApp();
  const send = ({ reason }: { reason: string }) =>
    reject.mutate(
      { id, reason: reason.trim() },
      {
        onSuccess: () => {
          message.success('已退回修改');
          setOpen(false);
        },
        onError: (error) => message.error(errorText(error)),
      },
    );
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        退回修改
      </Button>
      <Modal
        open={open}
        title="退回修改"
        okText="退回"
        cancelText="取消"
        confirmLoading={reject.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={send}>
          <Form.Item
            name="reason"
            label="退回原因（作者会看到）"
            rules={[{ required: true, whitespace: true, message: '请写明退回原因' }]}
          >
            <Input.TextArea autoSize={{ minRows: 3 }} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
