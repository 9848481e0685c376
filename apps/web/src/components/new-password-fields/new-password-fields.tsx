import { Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '@portal/contract';

export const PASSWORD_HINT = `${PASSWORD_MIN}–${PASSWORD_MAX} 位，须包含字母、数字、符号中的至少两种`;

interface NewPasswordFieldsProps {
  /** What the form calls the password: 密码 when registering, 新密码 when replacing one. */
  label: string;
  /** The form field holding the new password; the confirmation is `confirm`. */
  name?: string;
  /** A field the new password must differ from (the current password, when changing it). */
  differentFrom?: string;
}

/**
 * A new password and its confirmation, checked early with the contract's own rule
 * (domain-rules.md); the server repeats the check and has the final word.
 */
export function NewPasswordFields({
  label,
  name = 'password',
  differentFrom,
}: NewPasswordFieldsProps) {
  const passwordRules: FormRule[] = [
    { required: true, message: `请输入${label}` },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: string | undefined) => {
        if (!value) return;
        const problem = passwordProblem(value);
        if (problem) throw new Error(problem);
        if (differentFrom && value === getFieldValue(differentFrom)) {
          throw new Error(`${label}不能与原密码相同`);
        }
      },
    }),
  ];
  const confirmRules: FormRule[] = [
    { required: true, message: `请再次输入${label}` },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: string | undefined) => {
        if (value && value !== getFieldValue(name)) throw new Error(`两次输入的${label}不一致`);
      },
    }),
  ];
  return (
    <>
      <Form.Item
        label={label}
        name={name}
        dependencies={differentFrom ? [differentFrom] : undefined}
        rules={passwordRules}
        extra={PASSWORD_HINT}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={`确认${label}`} name="confirm" dependencies={[name]} rules={confirmRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
