import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import {
  hashPassword,
  needsRehash,
  verifyPassword,
  type PasswordHashCost,
} from '../../lib/password.js';
import { refuseLockedAccount } from './account-lock.repository.js';
import { accountRules } from './account-rules.js';
import { lockedMinutes, recordFailure } from './login-failure.repository.js';
import { findUserByLogin, upgradePasswordHash, type AppUser } from './user.repository.js';

export const BAD_CREDENTIALS_MESSAGE = '用户名或密码错误';

function lockedError(minutes: number): AppError {
  return new AppError(
    'LOCKED',
    423,
    `登录失败次数过多，请 ${minutes} 分钟后再试，或通过“忘记密码”重置密码`,
  );
}

// One hash per cost, made on first use: an unknown username is checked against it so that
// answering takes as long as for a known one.
const dummyHashes = new Map<string, Promise<string>>();

function dummyHash(cost: PasswordHashCost): Promise<string> {
  const key = `${cost.memoryCost}:${cost.timeCost}:${cost.parallelism}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword('no account has this password', cost);
    dummyHashes.set(key, hash);
  }
  return hash;
}

/**
 * The account a username (or phone) and password sign in to. Unknown names and wrong
 * passwords get the same answer and both count toward the lockout of the name typed, so
 * neither the answer nor the lockout tells whether an account exists.
 *
 * The lock is checked before the password (no hashing work for a locked name) and again after
 * a right one: guesses sent in parallel all pass the first check, but a right guess only
 * signs in while fewer than `lockoutFailures` of the others have been recorded.
 */
export async function checkCredentials(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<AppUser> {
  const rules = await accountRules(app.db);
  const login = username.trim();
  const user = await findUserByLogin(app.db, login);
  // Failures of a known account count together however its name was typed (name or phone).
  const subject = user ? user.username : login.toLowerCase();

  const before = await lockedMinutes(app.db, subject, rules);
  if (before > 0) throw lockedError(before);

  const stored = user?.password_hash ?? (await dummyHash(app.passwordCost));
  const matches = await verifyPassword(password, stored);
  if (user && matches) {
    const after = await lockedMinutes(app.db, subject, rules);
    if (after > 0) throw lockedError(after);
    // Only a right password learns of a bureau lock, so the answer tells no one else it exists.
    await refuseLockedAccount(app.db, user.id);
    if (needsRehash(stored, app.passwordCost)) {
      await upgradePasswordHash(
        app.db,
        user.id,
        stored,
        await hashPassword(password, app.passwordCost),
      );
    }
    return user;
  }

  await recordFailure(app.db, subject, rules);
  const lockedNow = await lockedMinutes(app.db, subject, rules);
  if (lockedNow > 0) throw lockedError(lockedNow);
  throw new AppError('BAD_CREDENTIALS', 401, BAD_CREDENTIALS_MESSAGE);
}
