import { CONSULT_TEXT_MAX, type StaffConsultDetail } from '@portal/contract';
import { App, Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { useMe } from '@/lib/auth';
import { useCloseConsultation } from './api/close-consultation';
import { useHospitalDepartments } from './api/hospital-departments';
import { useTakeConsultation } from './api/take-consultation';
import { useTransferConsultation } from './api/transfer-consultation';

type Dialog = 'close' | 'transfer' | null;

interface ThreadActionsProps {
  detail: StaffConsultDetail;
  /** The question went to another department: this doctor may no longer read it. */
  onTransferred: () => void;
}

/**
 * 接诊, 建议线下就诊 and 转科室, on a question the doctor may write in (open, and untaken or
 * theirs, as the server's canReply says); 转科室 only before the first answer.
 */
export function ThreadActions({ detail, onTransferred }: ThreadActionsProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const take = useTakeConsultation();
  const { message } = App.useApp();

  const onTake = () =>
    take.mutate(detail.id, {
      onSuccess: () => message.success('已接诊，请回复患者'),
      onError: (error) => message.error(errorText(error)),
    });

  if (!detail.canReply) return null;
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {detail.canTake && (
        <Button type="primary" onClick={onTake} loading={take.isPending}>
          接诊
        </Button>
      )}
      <Button onClick={() => setDialog('close')}>建议线下就诊</Button>
      {detail.status === 'waiting' && <Button onClick={() => setDialog('transfer')}>转科室</Button>}
      <CloseDialog detail={detail} open={dialog === 'close'} onDone={() => setDialog(null)} />
      <TransferDialog
        detail={detail}
        open={dialog === 'transfer'}
        onDone={() => setDialog(null)}
        onTransferred={onTransferred}
      />
    </Space>
  );
}

interface DialogProps {
  detail: StaffConsultDetail;
  open: boolean;
  onDone: () => void;
}

function CloseDialog({ detail, open, onDone }: DialogProps) {
  const [form] = Form.useForm<{ text?: string }>();
  const close = useCloseConsultation();
  const { message } = App.useApp();

  const submit = ({ text }: { text?: string }) =>
    close.mutate(
      { id: detail.id, body: text?.trim() ? { text: text.trim() } : {} },
      {
        onSuccess: () => {
          message.success('已建议线下就诊，咨询已结束');
          onDone();
        },
        onError: (error) => message.error(errorText(error)),
      },
    );

  return (
    <Modal
      open={open}
      title="建议线下就诊"
      okText="确认结束咨询"
      cancelText="取消"
      confirmLoading={close.isPending}
      onOk={() => form.submit()}
      onCancel={onDone}
      destroyOnHidden
    >
      <Form form={form} name="consult-close" layout="vertical" preserve={false} onFinish={submit}>
        <Typography.Paragraph>
          咨询将结束，患者会看到“建议线下就诊”和{detail.departmentName}的预约入口，不能再追问。
        </Typography.Paragraph>
        <Form.Item
          name="text"
          label="给患者的说明（选填）"
          rules={[{ max: CONSULT_TEXT_MAX, message: `不超过 ${CONSULT_TEXT_MAX} 字` }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={CONSULT_TEXT_MAX}
            showCount
            placeholder="如：需要面诊和心电图检查，请尽快到心血管内科门诊就诊"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function TransferDialog({
  detail,
  open,
  onDone,
  onTransferred,
}: DialogProps & { onTransferred: () => void }) {
  const [form] = Form.useForm<{ departmentId: string }>();
  const me = useMe().data;
  const departments = useHospitalDepartments(open ? me?.staff.hospitalId : null);
  const transfer = useTransferConsultation();
  const { message } = App.useApp();
  const others = (departments.data ?? []).filter((d) => d.id !== detail.departmentId);

  const submit = ({ departmentId }: { departmentId: string }) =>
    transfer.mutate(
      { id: detail.id, body: { departmentId } },
      {
        onSuccess: () => {
          const name = others.find((d) => d.id === departmentId)?.name ?? '';
          message.success(`已转至${name}，由该科室医生接诊`);
          onDone();
          onTransferred();
        },
        onError: (error) => message.error(errorText(error)),
      },
    );

  return (
    <Modal
      open={open}
      title="转科室"
      okText="转出"
      cancelText="取消"
      confirmLoading={transfer.isPending}
      onOk={() => form.submit()}
      onCancel={onDone}
      destroyOnHidden
    >
      <Form
        form={form}
        name="consult-transfer"
        layout="vertical"
        preserve={false}
        onFinish={submit}
      >
        <Typography.Paragraph>
          问题将交给本院另一科室，由该科室医生接诊；转出后您不再处理这条咨询。
        </Typography.Paragraph>
        <Form.Item
          name="departmentId"
          label="转至科室"
          rules={[{ required: true, message: '请选择科室' }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={departments.isLoading}
            placeholder="请选择本院科室"
            notFoundContent={departments.isError ? errorText(departments.error) : '没有可选的科室'}
            options={others.map((d) => ({
              value: d.id,
              label: d.parentId ? `${d.category} / ${d.name}` : d.name,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
