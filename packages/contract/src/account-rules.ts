/**
 * Account rules of domain-rules.md as plain data and functions, shared by the API (the final
 * word) and the web forms (early, friendly feedback). No schema library here: the web bundle
 * imports this file.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,20}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

/** A username is 4 to 20 letters, digits or underscores, or a mainland mobile number. */
export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value) || MOBILE_PATTERN.test(value);
}

/** Why a password is refused, or undefined when it is acceptable. */
export function passwordProblem(value: string): string | undefined {
  const length = Array.from(value).length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    return `密码长度应为 ${PASSWORD_MIN} 到 ${PASSWORD_MAX} 个字符`;
  }
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(value)).length;
  if (kinds < 2) return '密码须包含字母、数字、符号中的至少两种';
  return undefined;
}

/** Chinese real names: 2 to 30 Chinese characters, the middle dot allowed between parts. */
export const CHINESE_NAME_PATTERN =
  /^[\u3400-\u9fff](?:[\u3400-\u9fff]|[·•・](?=[\u3400-\u9fff])){1,29}$/u;

export const MAX_FAMILY_MEMBERS = 5;
