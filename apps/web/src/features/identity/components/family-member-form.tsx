import { Alert, Button, Form, Modal, Select } from 'antd';
import type { FamilyMember } from '@portal/contract';
import { useSubmit } from '@/lib/use-submit';
import { addFamilyMember } from '../api/add-family-member';
import { IdentityFields } from './identity-fields';
import { toIdentityBody, type IdentityValues } from './identity-rules';
import { RELATION_OPTIONS, RELATION_REQUIRED, type Relation } from './relation-options';

interface FamilyMemberValues extends IdentityValues {
  relation: Relation;
}

export interface FamilyMemberFormProps {
  open: boolean;
  onClose: () => void;
  onAdded: (member: FamilyMember) => void;
}

/** 添加就诊人: the same identity checks as the account holder's, plus the relation. */
export function FamilyMemberForm({ open, onClose, onAdded }: FamilyMemberFormProps) {
  const [form] = Form.useForm<FamilyMemberValues>();
  const { submitting, error, setError, submit } = useSubmit();

  const onFinish = async (values: FamilyMemberValues) => {
    await submit(async () => {
      onAdded(await addFamilyMember({ ...toIdentityBody(values), relation: values.relation }));
    });
  };

  return (
    <Modal
      open={open}
      title="添加就诊人"
      onCancel={onClose}
      footer={null}
      closable={{ 'aria-label': '关闭' }}
      // A stray click beside the dialog must not throw away what was typed.
      mask={{ closable: false }}
      // Each opening starts from an empty form.
      destroyOnHidden
      afterClose={() => setError(null)}
    >
      <Form<FamilyMemberValues>
        form={form}
        name="family-member"
        layout="vertical"
        preserve={false}
        initialValues={{ type: '01' }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          label="与本人关系"
          name="relation"
          rules={[{ required: true, message: RELATION_REQUIRED }]}
        >
          <Select options={RELATION_OPTIONS} placeholder="请选择" />
        </Form.Item>
        <IdentityFields self={false} />
        {error && <Alert className="identity-form-error" type="error" showIcon title={error} />}
        <div className="identity-modal-actions">
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            添加
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
