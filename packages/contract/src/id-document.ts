/**
 * Identity documents (domain-rules.md): the mainland ID number is checked by GB 11643-1999;
 * the other document types by format only.
 */
export const ID_TYPES = ['01', '02', '03', '04', '05'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const ID_TYPE_LABELS: Record<IdType, string> = {
  '01': '居民身份证',
  '02': '港澳居民来往内地通行证',
  '03': '台湾居民来往大陆通行证',
  '04': '外国人永久居留身份证',
  '05': '护照',
};

const FORMATS: Record<Exclude<IdType, '01'>, RegExp> = {
  // H or M, then 8 digits (older cards: 10 digits).
  '02': /^[HMhm](\d{8}|\d{10})$/,
  '03': /^\d{8}$|^\d{10}$/,
  // 2017 card: 15 characters starting with 3 letters; 2023 card: 18 digits starting with 9.
  '04': /^[A-Za-z]{3}\d{12}$|^9\d{16}[\dXx]$/,
  '05': /^[A-Za-z0-9]{5,17}$/,
};

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

export type Sex = '男' | '女';

export interface MainlandIdFacts {
  birthday: string;
  sex: Sex;
}

/** The check character the first 17 digits call for. */
export function mainlandIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Checks a mainland ID number and derives birthday and sex from it; the result says in
 * Chinese what is wrong otherwise. `today` is YYYY-MM-DD (injected so tests are stable).
 */
export function checkMainlandId(
  value: string,
  today: string,
): { ok: true; facts: MainlandIdFacts } | { ok: false; problem: string } {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) {
    return { ok: false, problem: '身份证号码应为 18 位，前 17 位为数字，最后一位为数字或 X' };
  }
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const birthday = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (y < 1900 || !isRealDate(y, m, d) || birthday > today) {
    return { ok: false, problem: '身份证号码中的出生日期不正确' };
  }
  if (mainlandIdCheckChar(id.slice(0, 17)) !== id[17]) {
    return { ok: false, problem: '身份证号码校验位不正确，请核对后重新输入' };
  }
  return { ok: true, facts: { birthday, sex: Number(id[16]) % 2 === 1 ? '男' : '女' } };
}

/** Format check for the other document types; undefined when acceptable. */
export function idDocumentProblem(type: IdType, value: string, today: string): string | undefined {
  if (type === '01') {
    const result = checkMainlandId(value, today);
    return result.ok ? undefined : result.problem;
  }
  return FORMATS[type].test(value.trim()) ? undefined : `${ID_TYPE_LABELS[type]}号码格式不正确`;
}

/** Whole years between a YYYY-MM-DD birthday and today (YYYY-MM-DD). */
export function ageOn(birthday: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) < birthday.slice(5) ? years - 1 : years;
}
