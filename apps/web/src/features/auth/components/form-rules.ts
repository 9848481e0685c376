import { MOBILE_PATTERN, SMS_CODE_PATTERN, isValidUsername } from '@portal/contract';
import { rules, type FormApi, type Rule, type Values } from '@/components/form/use-form';
import { SmsSendBlocked } from './sms-code-field';

/*
 * Early, friendly checks with the contract's own rules (domain-rules.md); the server repeats
 * them and has the final word.
 */

export const signInNameRules: Rule<Values>[] = [
  rules.required('请输入用户名或手机号'),
  (value) => {
    const name = value.trim();
    return name && !isValidUsername(name)
      ? '用户名为 4–20 位字母、数字或下划线，或 11 位手机号'
      : undefined;
  },
];

export const currentPasswordRules: Rule<Values>[] = [rules.required('请输入密码')];

export const phoneRules: Rule<Values>[] = [
  rules.required('请输入手机号'),
  rules.pattern(MOBILE_PATTERN, '请输入正确的 11 位手机号'),
];

export const codeRules: Rule<Values>[] = [
  rules.required('请输入验证码'),
  rules.pattern(SMS_CODE_PATTERN, '验证码为 6 位数字'),
];

/** An optional chosen name: the phone is the username when it is left empty. */
export const chosenUsernameRules: Rule<Values>[] = [
  (value, values) => {
    const name = value.trim();
    if (!name) return undefined;
    if (!isValidUsername(name)) return '用户名为 4–20 位字母、数字或下划线';
    if (MOBILE_PATTERN.test(name) && name !== values.phone) {
      return '用户名为手机号时，须与注册手机号一致';
    }
    return undefined;
  },
];

/**
 * Checks the fields a code request needs (their own errors appear beside them) and, when one is
 * missing or wrong, stops the request with `message` shown beside the code button.
 */
export function requireFields<V extends Values>(
  form: FormApi<V>,
  names: (keyof V & string)[],
  message: string,
): void {
  if (!form.validate(names)) throw new SmsSendBlocked(message);
}
