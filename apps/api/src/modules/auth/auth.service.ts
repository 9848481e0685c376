import {
  isValidUsername,
  MOBILE_PATTERN,
  passwordProblem,
  type LoginBody,
  type LoginResult,
  type RegisterBody,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import { accountRules } from './account-rules.js';
import { checkCredentials } from './credentials.service.js';
import { createSession } from './session.repository.js';
import { requireCode, spendCode } from './sms-code.service.js';
import { toUserInfo } from './user-info.js';
import { identityOf } from '../identity/people.service.js';
import { awardPoints } from '../points/points.service.js';
import { duplicateField, insertUser } from './user.repository.js';

export const DEVICE_CODE_REQUIRED_MESSAGE = '请输入发送到绑定手机的验证码';

/** Signs in with username (or phone) and password, plus the SMS code for device-bound accounts. */
export async function login(app: FastifyInstance, body: LoginBody): Promise<LoginResult> {
  const user = await checkCredentials(app, body.username, body.password);
  const rules = await accountRules(app.db);
  let codeId: string | undefined;
  if (user.device_bound === 1) {
    if (!body.code) {
      throw new AppError('DEVICE_CODE_REQUIRED', 401, DEVICE_CODE_REQUIRED_MESSAGE);
    }
    codeId = await requireCode(app.db, user.phone, 'login', body.code, rules);
  }
  const { token, points } = await app.db.transaction().execute(async (trx) => {
    if (codeId) await spendCode(trx, codeId, rules);
    const session = await createSession(trx, user.id, 'password', rules);
    return { token: session, points: await awardPoints(trx, user.id, 'daily_sign_in') };
  });
  const signedIn = { ...user, score: points.balance };
  return { token, user: toUserInfo(signedIn, await identityOf(app.db, user.id)) };
}

function invalid(message: string): AppError {
  return new AppError('INVALID_INPUT', 400, message);
}

/** The username a registration asks for (the phone when none is chosen), or 400. */
function chosenUsername(body: RegisterBody): string {
  const chosen = body.username?.trim();
  if (!chosen) return body.phone;
  if (!isValidUsername(chosen)) {
    throw invalid('用户名应为 4 到 20 位字母、数字或下划线，或使用手机号');
  }
  if (MOBILE_PATTERN.test(chosen) && chosen !== body.phone) {
    throw invalid('用户名为手机号时，须与注册手机号一致');
  }
  return chosen;
}

/** Creates a web account with a `register` SMS code and signs it in. */
export async function register(app: FastifyInstance, body: RegisterBody): Promise<LoginResult> {
  const username = chosenUsername(body);
  const problem = passwordProblem(body.password);
  if (problem) throw invalid(problem);

  const rules = await accountRules(app.db);
  const codeId = await requireCode(app.db, body.phone, 'register', body.code, rules);
  const passwordHash = await hashPassword(body.password, app.passwordCost);
  try {
    const { user, token } = await app.db.transaction().execute(async (trx) => {
      await spendCode(trx, codeId, rules);
      const created = await insertUser(trx, { username, phone: body.phone, passwordHash });
      const session = await createSession(trx, created.id, 'register', rules);
      // Registering signs the account in: its first sign-in of the day.
      const points = await awardPoints(trx, created.id, 'daily_sign_in');
      return { user: { ...created, score: points.balance }, token: session };
    });
    return { token, user: toUserInfo(user, undefined) };
  } catch (error) {
    // The unique constraints decide, so two registrations racing for one name cannot both win.
    const field = duplicateField(error);
    if (field === 'phone') throw new AppError('CONFLICT', 409, '该手机号已注册');
    if (field === 'username') throw new AppError('CONFLICT', 409, '该用户名已被使用');
    throw error;
  }
}
