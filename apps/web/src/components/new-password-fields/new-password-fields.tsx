import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '@portal/contract';
import { PasswordField } from '@/components/form/fields';
import type { FormApi, Rule, Values } from '@/components/form/use-form';

export const PASSWORD_HINT = `${PASSWORD_MIN}–${PASSWORD_MAX} 位，须包含字母、数字、符号中的至少两种`;

/**
 * The rules of a new password (field `name`) and its confirmation (field `confirm`), checked
 * early with the contract's own rule (domain-rules.md); the server repeats the check and has
 * the final word. `differentFrom` names the current password's field when changing it.
 */
export function newPasswordRules(
  label: string,
  name = 'password',
  differentFrom?: string,
): Record<string, Rule<Values>[]> {
  return {
    [name]: [
      (value, values) => {
        if (!value) return `请输入${label}`;
        const problem = passwordProblem(value);
        if (problem) return problem;
        if (differentFrom && value === values[differentFrom]) return `${label}不能与原密码相同`;
        return undefined;
      },
    ],
    confirm: [
      (value, values) => {
        if (!value) return `请再次输入${label}`;
        return value !== values[name] ? `两次输入的${label}不一致` : undefined;
      },
    ],
  };
}

/** A new password and its confirmation (fields `name` and `confirm`). */
export function NewPasswordFields<V extends Values>({
  form,
  label,
  name = 'password',
}: {
  form: FormApi<V>;
  /** What the form calls the password: 密码 when registering, 新密码 when replacing one. */
  label: string;
  name?: keyof V & string;
}) {
  return (
    <>
      <PasswordField
        form={form}
        name={name}
        label={label}
        hint={PASSWORD_HINT}
        autoComplete="new-password"
      />
      <PasswordField
        form={form}
        name="confirm"
        label={`确认${label}`}
        autoComplete="new-password"
      />
    </>
  );
}
