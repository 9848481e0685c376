import { randomBytes } from 'node:crypto';
import { STAFF_BASE, type EnrolmentView, type StaffRole } from '@portal/contract';
import QRCode from 'qrcode';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/in-transaction.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, type PasswordHashCost } from '../../lib/password.js';
import { newId, newToken, sha256 } from '../../lib/tokens.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import {
  findStaffById,
  findStaffByUsername,
  type StaffAccountRow,
} from './staff-account.repository.js';
import { revokeStaffSessions } from './staff-session.repository.js';
import { newTotpSecret, otpauthUri, totpStep } from './totp.js';

const ENROLMENT_MS = 24 * 60 * 60_000;
const RECOVERY_CODES = 10;
const NOT_FOUND = new AppError('NOT_FOUND', 404, '工作人员账号不存在');
const LINK_INVALID = new AppError('NOT_FOUND', 404, '开通链接无效或已过期，请联系管理员重新生成');

export interface NewStaff {
  username: string;
  name: string;
  role: StaffRole;
  hospitalId?: string | null;
  doctorId?: string | null;
}

/** What the audit log and the console show of an account: never a secret or a hash. */
export function staffView(row: StaffAccountRow) {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    hospitalId: row.hospital_id,
    doctorId: row.doctor_id,
    status: row.status,
  };
}

/** A hospital administrator belongs to a hospital; a doctor to a doctor record (and its hospital). */
async function placement(db: Db, input: NewStaff) {
  if (input.role === 'doctor') {
    const doctor = input.doctorId
      ? await db
          .selectFrom('doctor')
          .select(['id', 'hospital_id'])
          .where('id', '=', input.doctorId)
          .executeTakeFirst()
      : undefined;
    if (!doctor) throw new AppError('INVALID_INPUT', 400, '医生账号须关联一位已有的医生');
    return { hospital_id: doctor.hospital_id, doctor_id: doctor.id };
  }
  if (input.role === 'hospital_admin') {
    const hospital = input.hospitalId
      ? await db
          .selectFrom('hospital')
          .select('id')
          .where('id', '=', input.hospitalId)
          .executeTakeFirst()
      : undefined;
    if (!hospital) throw new AppError('INVALID_INPUT', 400, '医院管理员须关联一家已有的医院');
    return { hospital_id: hospital.id, doctor_id: null };
  }
  return { hospital_id: null, doctor_id: null };
}

/** A one-time link (24 h) that sets the password and the second factor. */
async function issueEnrolment(trx: Db, staffId: string, totpSecret?: string) {
  const token = newToken();
  const now = new Date();
  await trx.deleteFrom('staff_enrolment').where('staff_id', '=', staffId).execute();
  await trx
    .insertInto('staff_enrolment')
    .values({
      token_hash: sha256(token),
      staff_id: staffId,
      totp_secret: totpSecret ?? newTotpSecret(),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ENROLMENT_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return { token, path: `${STAFF_BASE}enrol?token=${token}` };
}

export async function createStaff(
  db: Db,
  actor: AuditActor,
  input: NewStaff,
  options: { totpSecret?: string } = {},
) {
  const username = input.username.trim().toLowerCase();
  const at = new Date().toISOString();
  try {
    return await inTransaction(db, async (trx) => {
      const row: StaffAccountRow = {
        id: newId(),
        username,
        name: input.name.trim(),
        role: input.role,
        ...(await placement(trx, input)),
        password_hash: null,
        totp_secret: null,
        totp_last_step: 0,
        status: 'pending',
        demo: 0,
        created_at: at,
        updated_at: at,
      };
      await trx.insertInto('staff_account').values(row).execute();
      await recordAudit(trx, actor, {
        action: 'staff.create',
        entity: 'staff_account',
        entityId: row.id,
        after: staffView(row),
      });
      return {
        staff: staffView(row),
        enrolment: await issueEnrolment(trx, row.id, options.totpSecret),
      };
    });
  } catch (err) {
    if (uniqueViolation(err) !== undefined)
      throw new AppError('CONFLICT', 409, `用户名 ${username} 已被使用`);
    throw err;
  }
}

async function liveEnrolment(db: Db, token: string) {
  const row = await db
    .selectFrom('staff_enrolment as e')
    .innerJoin('staff_account as a', 'a.id', 'e.staff_id')
    .select(['e.token_hash', 'e.totp_secret', 'a.id', 'a.username', 'a.name', 'a.role', 'a.status'])
    .where('e.token_hash', '=', sha256(token))
    .where('e.used_at', 'is', null)
    .where('e.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  if (!row || row.status === 'disabled') throw LINK_INVALID;
  return row;
}

export async function viewEnrolment(db: Db, token: string): Promise<EnrolmentView> {
  const row = await liveEnrolment(db, token);
  const uri = otpauthUri(row.totp_secret, row.username);
  return {
    username: row.username,
    name: row.name,
    role: row.role,
    otpauthUri: uri,
    secret: row.totp_secret,
    qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
  };
}

function newRecoveryCode(): string {
  // 10 characters of an alphabet without look-alikes, shown as xxxxx-xxxxx.
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A recovery code as typed: case, spaces and the dash do not matter. */
export function recoveryCodeHash(code: string): string {
  return sha256(code.toLowerCase().replace(/[\s-]/g, ''));
}

const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{10,}$/;

/**
 * Uses the link: the first code proves the phone holds the secret, the password is set, and
 * ten recovery codes are made and shown this once.
 */
export async function completeEnrolment(
  db: Db,
  cost: PasswordHashCost,
  input: { token: string; password: string; code: string },
  request: { ip: string; requestId: string },
  now = Date.now(),
): Promise<string[]> {
  if (!PASSWORD_RULE.test(input.password)) {
    throw new AppError('INVALID_INPUT', 400, '密码至少 10 位，须同时包含字母和数字');
  }
  const row = await liveEnrolment(db, input.token);
  const step = totpStep(row.totp_secret, input.code, now);
  if (step === null)
    throw new AppError('BAD_CREDENTIALS', 401, '动态验证码不正确，请核对手机上的验证器');
  const passwordHash = await hashPassword(input.password, cost);
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const at = new Date(now).toISOString();
  return inTransaction(db, async (trx) => {
    const used = await trx
      .updateTable('staff_enrolment')
      .set({ used_at: at })
      .where('token_hash', '=', row.token_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows === 0n) throw LINK_INVALID;
    const before = await findStaffById(trx, row.id);
    await trx
      .updateTable('staff_account')
      .set({
        password_hash: passwordHash,
        totp_secret: row.totp_secret,
        totp_last_step: step,
        status: 'active',
        updated_at: at,
      })
      .where('id', '=', row.id)
      .execute();
    await trx.deleteFrom('staff_recovery_code').where('staff_id', '=', row.id).execute();
    await trx
      .insertInto('staff_recovery_code')
      .values(
        codes.map((c) => ({ code_hash: recoveryCodeHash(c), staff_id: row.id, used_at: null })),
      )
      .execute();
    await recordAudit(
      trx,
      {
        staffId: row.id,
        username: row.username,
        role: row.role,
        hospitalId: before?.hospital_id ?? null,
        ...request,
      },
      {
        action: 'staff.enrol',
        entity: 'staff_account',
        entityId: row.id,
        before: { status: before?.status },
        after: { status: 'active' },
      },
    );
    return codes;
  });
}

async function changeAccount(
  db: Db,
  actor: AuditActor,
  staffId: string,
  action: string,
  change: (trx: Db, row: StaffAccountRow) => Promise<Partial<StaffAccountRow>>,
) {
  return inTransaction(db, async (trx) => {
    const row = await findStaffById(trx, staffId);
    if (!row) throw NOT_FOUND;
    const set = { ...(await change(trx, row)), updated_at: new Date().toISOString() };
    await trx.updateTable('staff_account').set(set).where('id', '=', staffId).execute();
    await revokeStaffSessions(trx, staffId);
    const after = { ...row, ...set };
    await recordAudit(trx, actor, {
      action,
      entity: 'staff_account',
      entityId: staffId,
      before: staffView(row),
      after: staffView(after),
    });
    return staffView(after);
  });
}

/** Disabling ends every session at once (each request reads its session from the database). */
export function disableStaff(db: Db, actor: AuditActor, staffId: string) {
  return changeAccount(db, actor, staffId, 'staff.disable', async () => ({ status: 'disabled' }));
}

export function enableStaff(db: Db, actor: AuditActor, staffId: string) {
  return changeAccount(db, actor, staffId, 'staff.enable', async (_trx, row) => {
    if (row.status !== 'disabled') throw new AppError('CONFLICT', 409, '该账号未被停用');
    return { status: row.password_hash && row.totp_secret ? 'active' : 'pending' };
  });
}

/** Drops the factor and recovery codes, ends the sessions and issues a new enrolment link. */
export async function resetStaffFactor(db: Db, actor: AuditActor, staffId: string) {
  return inTransaction(db, async (trx) => {
    const staff = await changeAccount(trx, actor, staffId, 'staff.reset_factor', async (t, row) => {
      if (row.status === 'disabled') throw new AppError('CONFLICT', 409, '该账号已停用，请先启用');
      await t.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
      return { status: 'pending', totp_secret: null, totp_last_step: 0 };
    });
    return { staff, enrolment: await issueEnrolment(trx, staffId) };
  });
}

export function changeStaffRole(
  db: Db,
  actor: AuditActor,
  staffId: string,
  input: Omit<NewStaff, 'username' | 'name'>,
) {
  return changeAccount(db, actor, staffId, 'staff.change_role', async (trx) => ({
    role: input.role,
    ...(await placement(trx, { ...input, username: '', name: '' })),
  }));
}

export async function staffIdByUsername(db: Db, username: string): Promise<string> {
  const row = await findStaffByUsername(db, username);
  if (!row) throw NOT_FOUND;
  return row.id;
}
