import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/database.js';
import { DEFAULT_ACCOUNT_RULES } from '../modules/auth/account-rules.js';
import { createSession } from '../modules/auth/session.repository.js';
import { hashPassword } from '../lib/password.js';
import type { LogSmsProvider } from '../lib/sms.js';
import { newId } from '../lib/tokens.js';

export const TEST_PASSWORD = 'Passw0rd!';

export interface TestUser {
  userId: string;
  username: string;
  phone: string;
  token: string;
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
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0);
  return first17 + '10X98765432'[sum % 11]!;
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
  const userId = newId();
  const phone =
    options.phone ??
    `139${String(Date.now() % 1e5).padStart(5, '0')}${String(serial % 1000).padStart(3, '0')}`;
  const username = `tester_${userId.slice(0, 8)}`;
  const at = nowIso();
  await db
    .insertInto('app_user')
    .values({
      id: userId,
      username,
      phone,
      password_hash: await hashPassword(TEST_PASSWORD, { N: 1024, r: 8, p: 1 }),
      nickname: null,
      head_photo: null,
      score: 0,
      plat_from: 'web',
      device_bound: 0,
      reg_time: at,
      updated_at: at,
    })
    .execute();
  if (options.verified) {
    await db
      .insertInto('user_identity')
      .values({
        user_id: userId,
        name: '测试用户',
        id_type: '01',
        id_no: testIdNumber(),
        phone,
        card_no: null,
        sex: '男',
        birthday: '1980-01-01',
        verified_at: at,
      })
      .execute();
  }
  const token = await createSession(db, userId, 'password', DEFAULT_ACCOUNT_RULES);
  return { userId, username, phone, token };
}
