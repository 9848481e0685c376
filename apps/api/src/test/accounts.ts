import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { mainlandIdCheckChar } from '@portal/contract';
import { DEFAULT_ACCOUNT_RULES } from '../modules/auth/account-rules.js';
import { createSession } from '../modules/auth/session.repository.js';
import { insertUser } from '../modules/auth/user.repository.js';
import { insertIdentity } from '../modules/identity/identity.repository.js';
import { hashPassword, type PasswordHashCost } from '../lib/password.js';
import type { LogSmsProvider } from '../lib/sms.js';
import { newId } from '../lib/tokens.js';

export const TEST_PASSWORD = 'Passw0rd!';

/** argon2id at its smallest sensible cost, so hashing never dominates a test's time. */
export const TEST_PASSWORD_COST: PasswordHashCost = {
  memoryCost: 256,
  timeCost: 1,
  parallelism: 1,
};

export interface TestUser {
  userId: string;
  username: string;
  phone: string;
  token: string;
}

/** A hash as the portal wrote them before argon2id (`scrypt$N$r$p$salt$hash`). */
export function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

let serial = 0;

/** The code the log SMS provider (the one tests run with) last sent to `phone` for `purpose`. */
export function lastSmsCode(app: FastifyInstance, phone: string, purpose: string) {
  return (app.sms as LogSmsProvider).lastCode(phone, purpose);
}

/** A fresh valid mainland ID number (check character computed), unique within the run. */
export function testIdNumber(birthday = '19800101', male = true): string {
  serial += 1;
  const seq = String((serial * 2 + (male ? 1 : 0)) % 1000).padStart(3, '0');
  const first17 = `330100${birthday}${seq}`;
  return first17 + mainlandIdCheckChar(first17);
}

/**
 * Writes an account (and, when asked, a verified identity) straight into the database and
 * opens a session, for tests of modules that only need someone signed in.
 */
export async function createTestUser(
  db: Db,
  options: { verified?: boolean; phone?: string } = {},
): Promise<TestUser> {
  serial += 1;
  const phone =
    options.phone ??
    `139${String(Date.now() % 1e5).padStart(5, '0')}${String(serial % 1000).padStart(3, '0')}`;
  const user = await insertUser(db, {
    username: `tester_${newId().slice(0, 8)}`,
    phone,
    passwordHash: await hashPassword(TEST_PASSWORD, TEST_PASSWORD_COST),
  });
  if (options.verified) {
    await insertIdentity(db, {
      user_id: user.id,
      name: '测试用户',
      id_type: '01',
      id_no: testIdNumber(),
      phone,
      card_no: null,
      sex: '男',
      birthday: '1980-01-01',
      verified_at: user.reg_time,
    });
  }
  const token = await createSession(db, user.id, 'password', DEFAULT_ACCOUNT_RULES);
  return { userId: user.id, username: user.username, phone, token };
}
