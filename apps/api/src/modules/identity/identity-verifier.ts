import {
  CHINESE_NAME_PATTERN,
  MOBILE_PATTERN,
  checkMainlandId,
  idDocumentProblem,
  type IdType,
  type Sex,
} from '@portal/contract';
import { chinaToday } from '../../lib/china-day.js';

/** The person a form asks to verify, as typed (the account holder or a family member). */
export interface PersonToVerify {
  name: string;
  type: IdType;
  idno: string;
  phone: string;
  sex?: Sex | '';
  birthday?: string;
}

/**
 * Decides whether a person may be taken as verified. The default checks formats only; a
 * production deployment replaces it with a population-registry check (AppConfig).
 */
export interface IdentityVerifier {
  /** A Chinese sentence saying what is wrong, or undefined when the person is accepted. */
  verify(person: PersonToVerify): Promise<string | undefined>;
}

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export class FormatIdentityVerifier implements IdentityVerifier {
  constructor(private readonly today: () => string = () => chinaToday()) {}

  async verify(person: PersonToVerify): Promise<string | undefined> {
    if (!CHINESE_NAME_PATTERN.test(person.name.trim())) {
      return '姓名应为 2 到 30 个汉字，少数民族姓名可用间隔号「·」分隔';
    }
    const today = this.today();
    const idno = person.idno.trim().toUpperCase();
    const documentProblem = idDocumentProblem(person.type, idno, today);
    if (documentProblem) return documentProblem;
    if (!MOBILE_PATTERN.test(person.phone)) return '手机号格式不正确';

    if (person.type === '01') {
      const checked = checkMainlandId(idno, today);
      if (!checked.ok) return checked.problem;
      if (person.sex && person.sex !== checked.facts.sex) return '性别与身份证号码不一致';
      if (person.birthday && person.birthday !== checked.facts.birthday) {
        return '出生日期与身份证号码不一致';
      }
      return undefined;
    }
    // Other documents do not encode sex or birthday, so the form must give them.
    if (!person.sex) return '请选择性别';
    if (!person.birthday) return '请填写出生日期';
    if (!isRealDay(person.birthday) || person.birthday > today) return '出生日期不正确';
    return undefined;
  }
}
