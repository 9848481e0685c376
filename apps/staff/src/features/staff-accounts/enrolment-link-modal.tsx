import type { StaffEnrolmentLink } from '@portal/contract';
import { Alert, App, Button, Input, Modal, Space, Typography } from 'antd';
import { useId } from 'react';

/**
 * The one-time enrolment link, shown this once: the server keeps only its hash, so closing the
 * dialog without copying it means resetting the factor to get a new one.
 */
export function EnrolmentLinkModal({
  link,
  onClose,
}: {
  link: StaffEnrolmentLink | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const fieldId = useId();
  const url = link ? `${location.origin}${link.enrolmentPath}` : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      message.success('开通链接已复制');
    } catch {
      message.error('无法自动复制，请选中链接后手动复制');
    }
  };

  return (
    <Modal
      open={link !== null}
      title={link ? `${link.staff.name}（${link.staff.username}）的开通链接` : ''}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          我已复制，关闭
        </Button>
      }
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="链接只显示这一次，24 小时内有效。请复制后通过安全渠道交给本人，由本人设置密码并绑定动态验证码。"
      />
      <label htmlFor={fieldId}>开通链接</label>
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input id={fieldId} readOnly value={url} onFocus={(e) => e.target.select()} />
        <Button type="primary" onClick={copy}>
          复制链接
        </Button>
      </Space.Compact>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, color: '#595959' }}>
        链接丢失或过期时，可在列表中“重置验证”生成新的链接。
      </Typography.Paragraph>
    </Modal>
  );
}
