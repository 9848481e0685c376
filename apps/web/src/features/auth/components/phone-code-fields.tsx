import type { SmsCodeBody } from '@portal/contract';
import { Field, TextField } from '@/components/form/fields';
import type { FormApi, Rules } from '@/components/form/use-form';
import { sendSmsCode } from '../api/send-sms-code';
import { codeRules, phoneRules, requireFields } from './form-rules';
import { SmsCodeField } from './sms-code-field';

type PhoneCodeValues = { phone: string; code: string };

/** The rules of the two fields, for the form that shows them. */
export const phoneCodeRules: Rules<PhoneCodeValues> = { phone: phoneRules, code: codeRules };

/** A phone number and the SMS code sent to it, inside a form with fields `phone` and `code`. */
export function PhoneCodeFields<V extends PhoneCodeValues>({
  form,
  purpose,
}: {
  form: FormApi<V>;
  purpose: SmsCodeBody['purpose'];
}) {
  const sendCode = () => {
    requireFields(form, ['phone'], '请先填写正确的手机号，再获取验证码');
    return sendSmsCode({ phone: form.values.phone, purpose });
  };

  return (
    <>
      <TextField
        form={form}
        name="phone"
        label="手机号"
        autoComplete="tel"
        inputMode="numeric"
        maxLength={11}
        filter={(v) => v.replace(/\D/g, '')}
      />
      <Field form={form} name="code" label="验证码">
        {(field) => <SmsCodeField field={field} send={sendCode} />}
      </Field>
    </>
  );
}
