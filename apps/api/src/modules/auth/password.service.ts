import { passwordProblem, type ChangePasswordBody, type ResetPasswordBody } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { accountRules } from './account-rules.js';
import { clearFailures } from './login-failure.repository.js';
import { revokeUserSessions, type SessionUser } from './session.repository.js';
import { badCode, requireCode, spendCode } from './sms-code.service.js';
import { findUserById, findUserByPhone, updatePasswordHash } from './user.repository.js';

function invalid(message: string): AppError {
  return new AppError('INVALID_INPUT', 400, message);
}

/**
 * Sets a new password with a `reset` code sent to the account's phone. Every session ends
 * (whoever knew the old password is signed out) and the lockout is lifted.
 */
export async function resetPassword(app: FastifyInstance, body: ResetPasswordBody) {
  const problem = passwordProblem(body.password);
  if (problem) throw invalid(problem);
  const rules = await accountRules(app.db);
  const codeId = await requireCode(app.db, body.phone, 'reset', body.code, rules);
  const user = await findUserByPhone(app.db, body.phone);
  // Codes are stored for unknown phones too (so asking reveals nothing) but never sent.
  if (!user) throw badCode();
  const passwordHash = await hashPassword(body.password, app.passwordCost);
  await app.db.transaction().execute(async (trx) => {
    await spendCode(trx, codeId, rules);
    await updatePasswordHash(trx, user.id, passwordHash);
    await revokeUserSessions(trx, user.id);
    await clearFailures(trx, [user.username, user.phone]);
  });
}

/** Changes the password of the signed-in user; other sessions end, this one stays. */
export async function changePassword(
  app: FastifyInstance,
  auth: SessionUser,
  body: ChangePasswordBody,
) {
  const user = await findUserById(app.db, auth.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 401, '请先登录');
  if (!(await verifyPassword(body.oldPassword, user.password_hash))) {
    throw invalid('原密码不正确');
  }
  const problem = passwordProblem(body.newPassword);
  if (problem) throw invalid(problem);
  if (body.newPassword === body.oldPassword) throw invalid('新密码不能与原密码相同');
  const passwordHash = await hashPassword(body.newPassword, app.passwordCost);
  await app.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, passwordHash);
    await revokeUserSessions(trx, user.id, auth.sessionId);
  });
}
