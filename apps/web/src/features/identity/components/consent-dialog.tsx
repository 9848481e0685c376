import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal } from 'antd';
import type { FamilyMember } from '@portal/contract';
import { toast } from '@/lib/toast';
import { useSubmit } from '@/lib/use-submit';
import { grantConsent } from '../api/grant-consent';
import { requestConsent } from '../api/request-consent';
import { sendConsentCode } from '../api/send-consent-code';

/** Under 14 a child has no say in an own account: only the code to the child's phone counts. */
const CHILD_AGE = 14;

export interface ConsentDialogProps {
  member: FamilyMember;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

/**
 * 获取同意: reading a family member's records needs their consent, by a code sent to the phone a
 * hospital has on file for them (never one typed here), or by approving in their own account.
 */
export function ConsentDialog({ member, open, onClose, afterClose }: ConsentDialogProps) {
  const [form] = Form.useForm<{ code: string }>();
  const queryClient = useQueryClient();
  const { submitting, error, submit } = useSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const child = member.age < CHILD_AGE;

  // Consent changes what every records page may show: let them all ask again.
  const changed = () => void queryClient.invalidateQueries();

  const send = () =>
    submit(async () => {
      setSending(true);
      try {
        setSentTo((await sendConsentCode(member.id)).phone);
      } finally {
        setSending(false);
      }
    });

  const confirm = ({ code }: { code: string }) =>
    submit(async () => {
      await grantConsent(member.id, code);
      toast.success(`${member.name}已同意，现在可以查看其报告和健康档案`);
      changed();
      onClose();
    });

  const ask = () =>
    submit(async () => {
      await requestConsent(member.id);
      toast.success(`已发出申请，请${member.name}登录自己的账号同意`);
      changed();
      onClose();
    });

  return (
    <Modal
      open={open}
      title={`获取${member.name}的同意`}
      onCancel={onClose}
      footer={null}
      closable={{ 'aria-label': '关闭' }}
      mask={{ closable: false }}
      destroyOnHidden
      afterClose={afterClose}
    >
      <p className="consent-intro">
        您可以为{member.name}预约挂号。查看其检验检查报告、健康档案和就诊卡，需要其本人同意。
      </p>
      <h3 className="consent-way">方式一：短信验证码</h3>
      <p>
        验证码发送到医院或就诊卡系统登记的{member.name}
        的手机号，不是您填写的号码。请向{member.name}询问收到的验证码。
      </p>
      <Button onClick={() => void send()} loading={sending}>
        {sentTo ? '重新发送验证码' : '发送验证码'}
      </Button>
      {sentTo && (
        <p className="consent-sent" role="status">
          验证码已发送至 {sentTo}，5 分钟内有效。
        </p>
      )}
      <Form
        className="consent-code-form"
        form={form}
        name="consent-code"
        layout="vertical"
        onFinish={(v) => void confirm(v)}
      >
        <Form.Item
          label="短信验证码"
          name="code"
          rules={[
            { required: true, message: '请输入短信验证码' },
            { pattern: /^\d{6}$/, message: '验证码为 6 位数字' },
          ]}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting && !sending}>
          确认同意
        </Button>
      </Form>
      {!child && (
        <>
          <h3 className="consent-way">方式二：在其本人账号中同意</h3>
          <p>
            {member.name}在本平台有已实名认证的账号时，登录后在「实名认证」页可看到并同意您的申请。
          </p>
          <Button onClick={() => void ask()}>发出申请</Button>
        </>
      )}
      {error && <Alert className="identity-form-error" type="error" showIcon title={error} />}
    </Modal>
  );
}
