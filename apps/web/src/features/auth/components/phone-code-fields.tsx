import { Form, Input } from 'antd';
import type { SmsCodeBody } from '@portal/contract';
import { sendSmsCode } from '../api/send-sms-code';
import { codeRules, phoneRules, requireFields } from './form-rules';
import { SmsCodeField } from './sms-code-field';

/** A phone number and the SMS code sent to it, inside a form with fields `phone` and `code`. */
export function PhoneCodeFields({ purpose }: { purpose: SmsCodeBody['purpose'] }) {
  const form = Form.useFormInstance();

  const sendCode = async () => {
    await requireFields(form, ['phone'], '请先填写正确的手机号，再获取验证码');
    return sendSmsCode({ phone: form.getFieldValue('phone') as string, purpose });
  };

  return (
    <>
      <Form.Item label="手机号" name="phone" rules={phoneRules}>
        <Input autoComplete="tel" inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item label="验证码" name="code" rules={codeRules}>
        <SmsCodeField send={sendCode} />
      </Form.Item>
    </>
  );
}
