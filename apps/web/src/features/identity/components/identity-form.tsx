import { Alert, Button, Form } from 'antd';
import type { IdentityInfo } from '@portal/contract';
import { useSubmit } from '@/lib/use-submit';
import { doIdentity } from '../api/do-identity';
import { IdentityFields } from './identity-fields';
import { toIdentityBody, type IdentityValues } from './identity-rules';

export interface IdentityFormProps {
  onVerified: (identity: IdentityInfo) => void;
}

/** zlb.do_identity.html: the account holder's verification form. */
export function IdentityForm({ onVerified }: IdentityFormProps) {
  const [form] = Form.useForm<IdentityValues>();
  const { submitting, error, submit } = useSubmit();

  const onFinish = async (values: IdentityValues) => {
    await submit(async () => {
      onVerified(await doIdentity(toIdentityBody(values)));
    });
  };

  return (
    <>
      <p className="identity-intro">
        预约挂号、查询检验检查报告、绑定就诊卡等服务需要先完成实名认证。请如实填写本人的证件信息；一个证件只能认证一个账号。
      </p>
      <Form<IdentityValues>
        form={form}
        name="identity"
        layout="vertical"
        initialValues={{ type: '01' }}
        onFinish={(values) => void onFinish(values)}
        className="identity-form"
      >
        <IdentityFields self />
        {error && <Alert className="identity-form-error" type="error" showIcon title={error} />}
        <Button type="primary" htmlType="submit" loading={submitting}>
          提交认证
        </Button>
      </Form>
    </>
  );
}
