import { maskPhone, type SmsSent } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newNumericCode } from '../../lib/tokens.js';
import { accountRules, type AccountRules } from './account-rules.js';
import { consumeCode, issueCode, matchCode, type SmsPurpose } from './sms-code.repository.js';

export const BAD_CODE_MESSAGE = '验证码错误或已过期';
const CODE_DIGITS = 6;

export function badCode(): AppError {
  return new AppError('INVALID_INPUT', 400, BAD_CODE_MESSAGE);
}

export interface IssuedCode {
  code: string;
  answer: SmsSent;
}

/** Makes and stores a code for a phone within its limits (429 otherwise); does not send it. */
export async function issueSmsCode(
  app: FastifyInstance,
  phone: string,
  purpose: SmsPurpose,
): Promise<IssuedCode> {
  const rules = await accountRules(app.db);
  const code = newNumericCode(CODE_DIGITS);
  const result = await issueCode(app.db, phone, purpose, code, rules);
  if (!result.issued) {
    throw new AppError(
      'RATE_LIMITED',
      429,
      result.reason === 'interval'
        ? `获取验证码过于频繁，请 ${result.waitSeconds} 秒后再试`
        : '该手机号今日获取验证码的次数已达上限，请明天再试',
    );
  }
  return { code, answer: { phone: maskPhone(phone), retryAfter: rules.smsIntervalSeconds } };
}

/** Issues a code and waits for the gateway, so a failed send is reported to the person. */
export async function sendSmsCode(
  app: FastifyInstance,
  phone: string,
  purpose: SmsPurpose,
): Promise<SmsSent> {
  const { code, answer } = await issueSmsCode(app, phone, purpose);
  await app.sms.send({ phone, code, purpose });
  return answer;
}

/** The id of the matching code, or 400; a wrong code uses up one of its tries. */
export async function requireCode(
  db: Kysely<DB>,
  phone: string,
  purpose: SmsPurpose,
  code: string,
  rules: AccountRules,
): Promise<string> {
  const id = await matchCode(db, phone, purpose, code, rules);
  if (!id) throw badCode();
  return id;
}

/** Spends a matched code inside the caller's transaction, or 400 if another request did. */
export async function spendCode(trx: Transaction<DB>, codeId: string, rules: AccountRules) {
  if (!(await consumeCode(trx, codeId, rules))) throw badCode();
}
