import type { DeviceSmsBody, SmsSent, UnbindBody } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { accountRules } from './account-rules.js';
import { checkCredentials } from './credentials.service.js';
import { sendSmsCode, requireCode, spendCode } from './sms-code.service.js';
import { findUserByLogin, setDeviceBound, type AppUser } from './user.repository.js';

const NOT_BOUND_FOR_LOGIN = '该账号未开启登录验证';
const NOT_BOUND = '该账号未绑定手机登录';

/**
 * Whether signing in to this name needs a code from the bound phone. An unknown name answers
 * false, exactly like an account without binding.
 */
export async function needScan(app: FastifyInstance, username: string): Promise<boolean> {
  const user = await findUserByLogin(app.db, username.trim());
  return user?.device_bound === 1;
}

function requireBound(user: AppUser, message: string) {
  if (user.device_bound !== 1) throw new AppError('INVALID_INPUT', 400, message);
}

/**
 * Sends a `login` or `unbind` code to the account's own phone. The password comes first, so
 * nobody can make the portal text someone else's phone, and wrong ones count toward lockout.
 */
export async function sendDeviceCode(
  app: FastifyInstance,
  body: DeviceSmsBody,
  clientIp: string,
): Promise<SmsSent> {
  const user = await checkCredentials(app, body.username, body.password);
  requireBound(user, body.purpose === 'login' ? NOT_BOUND_FOR_LOGIN : NOT_BOUND);
  return sendSmsCode(app, user.phone, body.purpose, clientIp);
}

/** Turns sign-in confirmation off with the password and an `unbind` code. */
export async function unbindDevice(app: FastifyInstance, body: UnbindBody): Promise<void> {
  const user = await checkCredentials(app, body.username, body.password);
  requireBound(user, NOT_BOUND);
  const rules = await accountRules(app.db);
  const codeId = await requireCode(app.db, user.phone, 'unbind', body.code, rules);
  await app.db.transaction().execute(async (trx) => {
    await spendCode(trx, codeId, rules);
    await setDeviceBound(trx, user.id, false);
  });
}
