import { maskPhone, type SmsSent } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, HOUR_MS, refundBudget, spendBudget, waitText } from '../../lib/budget.js';
import { chinaToday } from '../../lib/china-day.js';
import { sendCode } from '../../lib/sms.js';
import { newNumericCode } from '../../lib/tokens.js';
import { accountRules, type AccountRules } from './account-rules.js';
import {
  consumeCode,
  issueCode,
  matchCode,
  withdrawCode,
  type SmsPurpose,
} from './sms-code.repository.js';
import type { Db } from '../../db/database.js';

export const BAD_CODE_MESSAGE = '验证码错误或已过期';
const CODE_DIGITS = 6;

export function badCode(): AppError {
  return new AppError('INVALID_INPUT', 400, BAD_CODE_MESSAGE);
}

export interface IssuedCode {
  code: string;
  /** The stored code's id, for a caller that ties the code to what it was sent for. */
  codeId: string;
  answer: SmsSent;
  /**
   * For a code the gateway did not take: gives the budgets their units back and withdraws
   * the code, so the person may ask again at once.
   */
  withdraw: () => Promise<void>;
}

/**
 * The client's hourly budget and the site's daily ceiling, spent before a code is made. A
 * client asking for codes to many phones is stopped here, where the per-phone limits cannot.
 */
async function spendSmsBudgets(
  app: FastifyInstance,
  clientIp: string,
  rules: AccountRules,
): Promise<() => Promise<void>> {
  const now = new Date();
  const client = {
    key: `sms-client:${clientIp}`,
    max: rules.smsClientHourlyMax,
    windowMs: HOUR_MS,
  };
  const mine = await spendBudget(app.db, client, now);
  if (!mine.ok) {
    throw new AppError(
      'RATE_LIMITED',
      429,
      `本机获取验证码的次数过多，请 ${waitText(mine.retryAt, now)}后再试`,
    );
  }
  const site = { key: `sms-site:${chinaToday(now)}`, max: rules.smsSiteDailyMax, windowMs: DAY_MS };
  const all = await spendBudget(app.db, site, now);
  if (!all.ok) {
    await refundBudget(app.db, client.key, mine.windowStart);
    app.log.warn({ limit: rules.smsSiteDailyMax }, 'SMS code refused: site daily ceiling reached');
    throw new AppError('RATE_LIMITED', 429, '今日短信验证码发送量已达上限，请明天再试');
  }
  if (all.used === Math.floor(rules.smsSiteDailyMax)) {
    // Once per day across all processes: exactly one spend takes the last unit.
    app.log.error(
      { limit: rules.smsSiteDailyMax },
      'ALERT: SMS daily ceiling reached; no more codes are sent today (raise smsSiteDailyMax in rules.account if this is real demand)',
    );
  }
  return async () => {
    await refundBudget(app.db, client.key, mine.windowStart);
    await refundBudget(app.db, site.key, all.windowStart);
  };
}

/**
 * Makes and stores a code for a phone within the client's and the site's budgets and the
 * phone's own limits (429 otherwise); does not send it.
 */
export async function issueSmsCode(
  app: FastifyInstance,
  phone: string,
  purpose: SmsPurpose,
  clientIp: string,
): Promise<IssuedCode> {
  const rules = await accountRules(app.db);
  const refund = await spendSmsBudgets(app, clientIp, rules);
  const code = newNumericCode(CODE_DIGITS);
  // Whenever no code comes of it, nothing is sent, so the budgets get their unit back.
  const result = await issueCode(app.db, phone, purpose, code, rules).catch(async (error) => {
    await refund();
    throw error;
  });
  if (!result.issued) {
    await refund();
    throw new AppError(
      'RATE_LIMITED',
      429,
      result.reason === 'interval'
        ? `获取验证码过于频繁，请 ${result.waitSeconds} 秒后再试`
        : '该手机号今日获取验证码的次数已达上限，请明天再试',
    );
  }
  return {
    code,
    codeId: result.id,
    answer: { phone: maskPhone(phone), retryAfter: rules.smsIntervalSeconds },
    withdraw: async () => {
      await withdrawCode(app.db, result.id);
      await refund();
    },
  };
}

/**
 * Issues a code and waits for the gateway, so a failed send is reported to the person (503
 * 短信发送失败，请稍后再试 from the provider) and costs them nothing.
 */
export async function sendSmsCode(
  app: FastifyInstance,
  phone: string,
  purpose: SmsPurpose,
  clientIp: string,
): Promise<SmsSent> {
  const { code, answer, withdraw } = await issueSmsCode(app, phone, purpose, clientIp);
  try {
    await sendCode(app.sms, { phone, code, purpose });
  } catch (err) {
    await withdraw();
    throw err;
  }
  return answer;
}

/** The id of the matching code, or 400; a wrong code uses up one of its tries. */
export async function requireCode(
  db: Db,
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
