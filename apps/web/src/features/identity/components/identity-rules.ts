import { rules, type Rule, type Rules } from '@/components/form/use-form';
import dayjs from '@/lib/dayjs';
import {
  CARD_NUMBER_PATTERN,
  CHINESE_NAME_PATTERN,
  MOBILE_PATTERN,
  checkMainlandId,
  idDocumentProblem,
  type IdType,
  type IdentityBody,
  type MainlandIdFacts,
  type Sex,
} from '@portal/contract';

/*
 * Early, friendly checks with the contract's own rules (domain-rules.md); the server repeats
 * them and has the final word.
 */

/** The form's values, all text as typed; `type` is an IdType, `sex` a Sex or empty. */
export type IdentityValues = {
  name: string;
  type: string;
  idno: string;
  phone: string;
  cardno: string;
  sex: string;
  birthday: string;
};

export const EMPTY_IDENTITY: IdentityValues = {
  name: '',
  type: '01',
  idno: '',
  phone: '',
  cardno: '',
  sex: '',
  birthday: '',
};

const NAME_PROBLEM = '姓名应为 2 到 30 个汉字，可含间隔号“·”';
export const CARD_NUMBER_PROBLEM = '就诊卡号只能包含字母、数字和连字符，最多 32 位';
export const PHONE_PROBLEM = '请输入正确的 11 位手机号';

/** An optional card number: empty, or what the server accepts. */
export const cardNumberRule: Rule<{ cardno: string }> = (value) =>
  !value.trim() || CARD_NUMBER_PATTERN.test(value.trim()) ? undefined : CARD_NUMBER_PROBLEM;

export const SEX_OPTIONS: { value: Sex; label: Sex }[] = [
  { value: '男', label: '男' },
  { value: '女', label: '女' },
];

export function today(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** Sex and birthday a mainland ID number gives, once the number is valid. */
export function mainlandFacts(idno: string | undefined): MainlandIdFacts | undefined {
  const result = checkMainlandId(idno ?? '', today());
  return result.ok ? result.facts : undefined;
}

/** Rules for the identity fields, in the light form's terms; the number is checked per type. */
export const identityRules: Rules<IdentityValues> = {
  name: [
    rules.required('请输入姓名'),
    (value) => (CHINESE_NAME_PATTERN.test(value.trim()) ? undefined : NAME_PROBLEM),
  ],
  type: [rules.required('请选择证件类型')],
  idno: [
    rules.required('请输入证件号码'),
    (value, all) => idDocumentProblem(all.type as IdType, value.trim(), today()),
  ],
  phone: [rules.required('请输入手机号'), rules.pattern(MOBILE_PATTERN, PHONE_PROBLEM)],
  cardno: [cardNumberRule],
  // Only asked for documents other than the mainland ID card, whose number says both.
  sex: [(value, all) => (all.type === '01' || value ? undefined : '请选择性别')],
  birthday: [
    (value, all) => {
      if (all.type === '01') return undefined;
      if (!value) return '请填写出生日期';
      // dayjs rolls 02-30 over into March, so a real date is one that formats back to itself.
      const real = /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
      return real && value >= '1900-01-01' && value <= today() ? undefined : '出生日期不正确';
    },
  ],
};

/** The request body: trimmed, and for a mainland ID the sex and birthday its number gives. */
export function toIdentityBody(values: IdentityValues): IdentityBody {
  const idno = values.idno.trim();
  const facts = values.type === '01' ? mainlandFacts(idno) : undefined;
  const cardno = values.cardno.trim();
  return {
    name: values.name.trim(),
    type: values.type as IdType,
    idno,
    phone: values.phone.trim(),
    ...(cardno ? { cardno } : {}),
    sex: facts?.sex ?? (values.sex as Sex | ''),
    birthday: facts?.birthday ?? values.birthday,
  };
}
