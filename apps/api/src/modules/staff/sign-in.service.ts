import type { StaffIdentity } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword, type PasswordHashCost } from '../../lib/password.js';
import { lockedMinutes, recordFailure } from '../auth/accounts.service.js';
import { recordAudit } from '../../lib/audit.js';
import { recoveryCodeHash } from './staff-accounts.service.js';
import {
  findStaffByUsername,
  useRecoveryCode,
  useTotpStep,
  type StaffAccountRow,
} from './staff-account.repository.js';
import { createStaffSession } from './staff-session.repository.js';
import { totpStep } from './totp.js';

/** domain-rules.md: 5 wrong passwords or codes in 15 minutes lock the account for 15. */
const STAFF_LOCKOUT = { lockoutFailures: 5, lockoutWindowMinutes: 15 };
const BAD_CREDENTIALS = new AppError('BAD_CREDENTIALS', 401, '用户名、密码或验证码错误');

const locked = (minutes: number) =>
  new AppError('LOCKED', 423, `登录失败次数过多，账号已锁定，请 ${minutes} 分钟后再试`);

// Failures count per account, kept apart from citizens' sign-ins of the same name.
const subjectOf = (username: string) => `staff:${username.trim().toLowerCase()}`;

let dummyHash: Promise<string> | undefined;

interface RequestFacts {
  ip: string;
  requestId: string;
}

/** Whether the code is the account's: a TOTP step not used before, or an unused recovery code. */
async function useCode(trx: Db, staff: StaffAccountRow, code: string, now: number) {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const step = staff.totp_secret ? totpStep(staff.totp_secret, typed, now) : null;
    return step !== null && (await useTotpStep(trx, staff.id, step));
  }
  return useRecoveryCode(trx, staff.id, recoveryCodeHash(typed), new Date(now).toISOString());
}

/**
 * Password and second factor, with one answer for any wrong part. Every attempt, successful
 * or not, is one audit row, written in the transaction that records its outcome.
 */
export async function signInStaff(
  db: Db,
  cost: PasswordHashCost,
  input: { username: string; password: string; code: string },
  request: RequestFacts,
  now = Date.now(),
): Promise<{ token: string; staff: StaffIdentity }> {
  const subject = subjectOf(input.username);
  const staff = await findStaffByUsername(db, input.username);
  const actor = {
    staffId: staff?.id ?? null,
    username: staff?.username ?? input.username.trim().toLowerCase().slice(0, 64),
    role: staff?.role ?? null,
    hospitalId: staff?.hospital_id ?? null,
    ...request,
  };
  const audit = (trx: Db, action: string) =>
    recordAudit(trx, actor, { action, entity: 'staff_session', entityId: staff?.id ?? null });

  const lockedFor = await lockedMinutes(db, subject, STAFF_LOCKOUT, new Date(now));
  if (lockedFor > 0) {
    await audit(db, 'staff.sign_in_locked');
    throw locked(lockedFor);
  }
  dummyHash ??= hashPassword('no staff account has this password', cost);
  const usable = staff?.status === 'active' && staff.password_hash !== null;
  const passwordOk = await verifyPassword(
    input.password,
    usable ? staff.password_hash! : await dummyHash,
  );

  const outcome = await inTransaction(db, async (trx) => {
    // Guesses sent in parallel all passed the first check; a right one still waits out a lock.
    const lockedSince = await lockedMinutes(trx, subject, STAFF_LOCKOUT, new Date(now));
    if (usable && passwordOk && lockedSince === 0 && (await useCode(trx, staff, input.code, now))) {
      await audit(trx, 'staff.sign_in');
      return { token: await createStaffSession(trx, staff.id, new Date(now)) };
    }
    return null;
  });
  if (outcome && staff) {
    return {
      token: outcome.token,
      staff: {
        id: staff.id,
        username: staff.username,
        name: staff.name,
        role: staff.role,
        hospitalId: staff.hospital_id,
        doctorId: staff.doctor_id,
      },
    };
  }
  const lockedNow = await inTransaction(db, async (trx) => {
    await recordFailure(trx, subject, STAFF_LOCKOUT, new Date(now));
    await audit(trx, 'staff.sign_in_failed');
    return lockedMinutes(trx, subject, STAFF_LOCKOUT, new Date(now));
  });
  if (lockedNow > 0) throw locked(lockedNow);
  throw BAD_CREDENTIALS;
}
