import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { MOBILE_PATTERN, type FamilyEditBody, type FamilyMember } from '@portal/contract';
import { useSubmit } from '@/lib/use-submit';
import { editFamilyMember } from '../api/edit-family-member';
import { PHONE_PROBLEM, cardNumberRules } from './identity-rules';
import { RELATION_OPTIONS, RELATION_REQUIRED, type Relation } from './relation-options';

interface FamilyEditValues {
  relation: Relation;
  phone?: string;
  cardno?: string;
}

export interface FamilyEditFormProps {
  /** The member being edited; kept while the dialog animates out. */
  member: FamilyMember;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
  onSaved: (member: FamilyMember) => void;
}

/** Only what changed is sent; the phone is typed anew since the page only knows it masked. */
function changesOf(member: FamilyMember, values: FamilyEditValues): FamilyEditBody {
  const phone = values.phone?.trim() ?? '';
  const cardno = values.cardno?.trim() ?? '';
  return {
    ...(values.relation !== member.relation ? { relation: values.relation } : {}),
    ...(phone ? { phone } : {}),
    ...(cardno !== (member.cardNo ?? '') ? { cardno } : {}),
  };
}

/** 编辑就诊人: relation, phone and card number; the verified identity itself stays. */
export function FamilyEditForm({
  member,
  open,
  onClose,
  afterClose,
  onSaved,
}: FamilyEditFormProps) {
  const [form] = Form.useForm<FamilyEditValues>();
  const { submitting, error, submit } = useSubmit();

  const onFinish = async (values: FamilyEditValues) => {
    const changes = changesOf(member, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    await submit(async () => {
      onSaved(await editFamilyMember(member.id, changes));
    });
  };

  return (
    <Modal
      open={open}
      title={`编辑就诊人：${member.name}`}
      onCancel={onClose}
      footer={null}
      closable={{ 'aria-label': '关闭' }}
      mask={{ closable: false }}
      destroyOnHidden
      afterClose={afterClose}
    >
      <Form<FamilyEditValues>
        form={form}
        name="family-edit"
        layout="vertical"
        preserve={false}
        initialValues={{ relation: member.relation as Relation, cardno: member.cardNo ?? '' }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          label="与本人关系"
          name="relation"
          rules={[{ required: true, message: RELATION_REQUIRED }]}
        >
          <Select options={RELATION_OPTIONS} />
        </Form.Item>
        <Form.Item
          label="新手机号"
          name="phone"
          rules={[{ pattern: MOBILE_PATTERN, message: PHONE_PROBLEM }]}
          extra={`当前为 ${member.phone}，不修改请留空`}
        >
          <Input autoComplete="off" inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item
          label="就诊卡号"
          name="cardno"
          rules={cardNumberRules}
          extra="清空后保存即删除就诊卡号"
        >
          <Input autoComplete="off" maxLength={32} />
        </Form.Item>
        {error && <Alert className="identity-form-error" type="error" showIcon title={error} />}
        <div className="identity-modal-actions">
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            保存
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
