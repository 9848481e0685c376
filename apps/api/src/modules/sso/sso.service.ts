import { randomBytes } from 'node:crypto';
import { checkMainlandId, maskPhone, type MainlandIdFacts, type SsoAnswer } from '@portal/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { sha256 } from '../../lib/tokens.js';
import { accountRules, type AccountRules } from '../auth/account-rules.js';
import { chinaToday } from '../../lib/china-day.js';
import {
  accountById,
  accountByPhone,
  accountLockedAt,
  ACCOUNT_LOCKED_MESSAGE,
  startSession,
} from '../auth/accounts.service.js';
import { awardPoints } from '../points/points.service.js';
import {
  GovSsoError,
  UNAVAILABLE_MESSAGE,
  type GovIdentityProvider,
  type GovPerson,
} from './gov-identity-provider.js';
import { HttpGovProvider } from './http-gov-provider.js';
import { LocalGovProvider } from './local-gov-provider.js';
import {
  findLink,
  findVerifiedOwner,
  insertGovAccount,
  insertLink,
  isUserLinked,
  isUsernameTaken,
  touchLink,
} from './sso.repository.js';

export const PHONE_TAKEN_MESSAGE = '该手机号已在本站注册，请先使用本站账号登录后再绑定';
export const LINKED_ELSEWHERE_MESSAGE =
  '该身份证号在本站的账号已关联其他政务服务平台账号，请拨打 12320 热线处理';

/** The provider the configuration names. */
export function govIdentityProvider(app: FastifyInstance): GovIdentityProvider {
  const config = app.config.govSso;
  return config.mode === 'http' ? new HttpGovProvider(config) : new LocalGovProvider(app.db);
}

type Arrival =
  | { kind: 'signed_in'; token: string; userId: string; phone: string; first: boolean }
  | { kind: 'phone_taken' }
  | { kind: 'linked_elsewhere' }
  | { kind: 'locked' };

/** `zlb_` and 12 hex characters, stable per person; random when a web user holds that name. */
async function usernameFor(trx: Transaction<DB>, zlbId: string): Promise<string> {
  const stable = `zlb_${sha256(zlbId).slice(0, 12)}`;
  if (!(await isUsernameTaken(trx, stable))) return stable;
  return `zlb_${randomBytes(8).toString('hex')}`;
}

/**
 * Finds or creates the local account of a government person and opens a session, all in
 * the caller's transaction: an arrival either completes or leaves nothing behind.
 */
async function arrive(
  trx: Transaction<DB>,
  person: GovPerson,
  facts: MainlandIdFacts,
  rules: AccountRules,
  now: Date,
): Promise<Arrival> {
  const idNo = person.idNo.trim().toUpperCase();
  const link = await findLink(trx, person.zlbId);
  let userId: string;
  if (link) {
    await touchLink(trx, person.zlbId, person.name, now);
    userId = link.user_id;
  } else {
    const owner = await findVerifiedOwner(trx, idNo);
    if (owner) {
      // One account links to one portal person; a second zlb id for it needs a person to look.
      if (await isUserLinked(trx, owner)) return { kind: 'linked_elsewhere' };
      userId = owner;
    } else {
      if (await accountByPhone(trx, person.phone)) return { kind: 'phone_taken' };
      const username = await usernameFor(trx, person.zlbId);
      userId = await insertGovAccount(
        trx,
        { username, name: person.name, idNo, phone: person.phone, facts },
        now,
      );
      // The account arrives verified by the government portal.
      await awardPoints(trx, userId, 'identity_verified', { now });
    }
    await insertLink(trx, { zlbId: person.zlbId, userId, zlbName: person.name }, now);
  }
  const user = await accountById(trx, userId);
  if (!user) throw new Error('linked account vanished inside the transaction');
  // A bureau lock refuses every way in, the government portal's included.
  if (await accountLockedAt(trx, userId)) return { kind: 'locked' };
  const token = await startSession(trx, userId, 'sso', rules, now);
  await awardPoints(trx, userId, 'daily_sign_in', { now });
  return { kind: 'signed_in', token, userId, phone: user.phone, first: !link };
}

/**
 * Exchanges a government ticket for a session here (spec section 4, route guard step 1).
 * Two first arrivals of one person at once both insert; the database's unique constraints
 * let one win and the other, retried, finds the winner's link and signs in as a later arrival.
 */
export async function exchangeTicket(
  app: FastifyInstance,
  provider: GovIdentityProvider,
  ticketId: string,
  log: FastifyBaseLogger,
): Promise<SsoAnswer> {
  let person: GovPerson;
  try {
    person = await provider.validateTicket(ticketId);
  } catch (err) {
    if (!(err instanceof GovSsoError)) throw err;
    if (err.kind === 'unavailable') {
      log.warn({ detail: err.detail }, 'government identity service unavailable');
      return { code: 2, message: err.message };
    }
    log.info({ detail: err.detail }, 'single sign-on ticket refused');
    return { code: 1, message: err.message };
  }

  const checked = checkMainlandId(person.idNo, chinaToday());
  if (!checked.ok) {
    log.warn('government identity service sent an ID number that fails its check');
    return { code: 2, message: UNAVAILABLE_MESSAGE };
  }

  const rules = await accountRules(app.db);
  const attempt = () =>
    app.db.transaction().execute((trx) => arrive(trx, person, checked.facts, rules, new Date()));
  let arrival: Arrival;
  try {
    arrival = await attempt();
  } catch (err) {
    if (uniqueViolation(err) === undefined) throw err;
    arrival = await attempt();
  }

  if (arrival.kind === 'phone_taken') {
    log.info('single sign-on refused: the phone belongs to another account');
    return { code: 3, message: PHONE_TAKEN_MESSAGE };
  }
  if (arrival.kind === 'linked_elsewhere') {
    log.warn('single sign-on refused: the verified account is linked to another portal person');
    return { code: 4, message: LINKED_ELSEWHERE_MESSAGE };
  }
  if (arrival.kind === 'locked') {
    log.info('single sign-on refused: the account is locked by the bureau');
    return { code: 5, message: ACCOUNT_LOCKED_MESSAGE };
  }
  if (arrival.first) log.info({ userId: arrival.userId }, 'government person arrived first time');
  return {
    code: 0,
    data: {
      userid: arrival.token,
      userno: maskPhone(arrival.phone),
      zlbid: person.zlbId,
      zlbname: person.name,
      zlbfirst: arrival.first,
    },
  };
}
