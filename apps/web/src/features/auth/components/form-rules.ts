import type { FormInstance, FormRule } from 'antd';
import { MOBILE_PATTERN, SMS_CODE_PATTERN, isValidUsername } from '@portal/contract';
import { SmsSendBlocked } from './sms-code-field';

/*
 * Early, friendly checks with the contract's own rules (domain-rules.md); the server repeats
 * them and has the final word.
 */

export const signInNameRules: FormRule[] = [
  { required: true, whitespace: true, message: '请输入用户名或手机号' },
  {
    validator: async (_rule, value: string | undefined) => {
      const name = value?.trim() ?? '';
      if (name && !isValidUsername(name)) {
        throw new Error('用户名为 4–20 位字母、数字或下划线，或 11 位手机号');
      }
    },
  },
];

export const currentPasswordRules: FormRule[] = [{ required: true, message: '请输入密码' }];

export const phoneRules: FormRule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: MOBILE_PATTERN, message: '请输入正确的 11 位手机号' },
];

export const codeRules: FormRule[] = [
  { required: true, message: '请输入验证码' },
  { pattern: SMS_CODE_PATTERN, message: '验证码为 6 位数字' },
];

/** An optional chosen name: the phone is the username when it is left empty. */
export const chosenUsernameRules: FormRule[] = [
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      const name = value?.trim() ?? '';
      if (!name) return;
      if (!isValidUsername(name)) throw new Error('用户名为 4–20 位字母、数字或下划线');
      if (MOBILE_PATTERN.test(name) && name !== getFieldValue('phone')) {
        throw new Error('用户名为手机号时，须与注册手机号一致');
      }
    },
  }),
];

/**
 * Checks the fields a code request needs (their own errors appear beside them) and, when one is
 * missing or wrong, stops the request with `message` shown beside the code button.
 */
export async function requireFields(
  form: FormInstance,
  names: string[],
  message: string,
): Promise<void> {
  try {
    await form.validateFields(names);
  } catch {
    throw new SmsSendBlocked(message);
  }
}
