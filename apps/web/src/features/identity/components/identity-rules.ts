import type { FormRule } from 'antd';
import dayjs from '@/lib/dayjs';
import {
  CHINESE_NAME_PATTERN,
  ID_TYPES,
  ID_TYPE_LABELS,
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

export interface IdentityValues {
  name: string;
  type: IdType;
  idno: string;
  phone: string;
  cardno?: string;
  /** Only asked for documents other than the mainland ID card, whose number says both. */
  sex?: Sex;
  birthday?: string;
}

const NAME_PROBLEM = '姓名应为 2 到 30 个汉字，可含间隔号“·”';
/** The server's rule for medical card numbers. */
export const CARD_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,32}$/;
export const CARD_NUMBER_PROBLEM = '就诊卡号只能包含字母、数字和连字符，最多 32 位';
export const PHONE_PROBLEM = '请输入正确的 11 位手机号';

/** Select options with plain string labels, so screen readers announce them. */
export const ID_TYPE_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }));
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

export const nameRules: FormRule[] = [
  { required: true, whitespace: true, message: '请输入姓名' },
  {
    validator: async (_rule, value: string | undefined) => {
      const name = value?.trim() ?? '';
      if (name && !CHINESE_NAME_PATTERN.test(name)) throw new Error(NAME_PROBLEM);
    },
  },
];

export const idTypeRules: FormRule[] = [{ required: true, message: '请选择证件类型' }];

/** Checked against the chosen document type (the item depends on `type`). */
export const idNumberRules: FormRule[] = [
  { required: true, whitespace: true, message: '请输入证件号码' },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      const type = getFieldValue('type') as IdType | undefined;
      const idno = value?.trim() ?? '';
      if (!type || !idno) return;
      const problem = idDocumentProblem(type, idno, today());
      if (problem) throw new Error(problem);
    },
  }),
];

export const phoneRules: FormRule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: MOBILE_PATTERN, message: PHONE_PROBLEM },
];

export const cardNumberRules: FormRule[] = [
  {
    validator: async (_rule, value: string | undefined) => {
      const card = value?.trim() ?? '';
      if (card && !CARD_NUMBER_PATTERN.test(card)) throw new Error(CARD_NUMBER_PROBLEM);
    },
  },
];

export const sexRules: FormRule[] = [{ required: true, message: '请选择性别' }];

export const birthdayRules: FormRule[] = [
  { required: true, message: '请填写出生日期' },
  {
    validator: async (_rule, value: string | undefined) => {
      if (!value) return;
      // dayjs rolls 02-30 over into March, so a real date is one that formats back to itself.
      const real = /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format('YYYY-MM-DD') === value;
      if (!real || value < '1900-01-01' || value > today()) {
        throw new Error('出生日期不正确');
      }
    },
  },
];

/** The request body: trimmed, and for a mainland ID the sex and birthday its number gives. */
export function toIdentityBody(values: IdentityValues): IdentityBody {
  const idno = values.idno.trim();
  const facts = values.type === '01' ? mainlandFacts(idno) : undefined;
  const cardno = values.cardno?.trim();
  return {
    name: values.name.trim(),
    type: values.type,
    idno,
    phone: values.phone.trim(),
    ...(cardno ? { cardno } : {}),
    sex: facts?.sex ?? values.sex ?? '',
    birthday: facts?.birthday ?? values.birthday ?? '',
  };
}
