import { STAFF_ROLES, type StaffRole } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditActor } from '../../lib/audit.js';
import { findStaffByUsername } from './staff-account.repository.js';
import {
  createStaff,
  disableStaff,
  resetStaffFactor,
  staffIdByUsername,
} from './staff-accounts.service.js';
import { totpCode } from './totp.js';

export const STAFF_USAGE =
  'staff create <用户名> --role <角色> [--name <姓名>] [--hospital <医院编号>] [--doctor <医生编号>] | staff disable <用户名> | staff reset-factor <用户名> | staff demo-code <用户名>';

// Whoever runs the CLI on the server: the audit log names the tool, the shell knows the person.
const CLI_ACTOR: AuditActor = {
  staffId: null,
  username: 'cli',
  role: null,
  hospitalId: null,
  ip: 'cli',
  requestId: `cli-${process.pid}`,
};

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const linkFor = (path: string) => `${process.env.PUBLIC_ORIGIN ?? 'http://localhost:8080'}${path}`;

async function run(db: Db, args: string[]): Promise<boolean> {
  const [action, username] = args;
  if (!username) return false;
  if (action === 'create') {
    const role = option(args, 'role') as StaffRole | undefined;
    if (!role || !STAFF_ROLES.includes(role)) {
      console.error(`角色须为：${STAFF_ROLES.join('、')}`);
      process.exitCode = 2;
      return true;
    }
    const { staff, enrolment } = await createStaff(db, CLI_ACTOR, {
      username,
      name: option(args, 'name') ?? username,
      role,
      hospitalId: option(args, 'hospital') ?? null,
      doctorId: option(args, 'doctor') ?? null,
    });
    console.log(
      `已创建工作人员账号 ${staff.username}（${role}）。请在 24 小时内打开开通链接，设置密码和动态验证码：`,
    );
    console.log(linkFor(enrolment.path));
    return true;
  }
  if (action === 'disable') {
    await disableStaff(db, CLI_ACTOR, await staffIdByUsername(db, username));
    console.log(`已停用 ${username}，其所有会话已结束`);
    return true;
  }
  if (action === 'reset-factor') {
    const { enrolment } = await resetStaffFactor(
      db,
      CLI_ACTOR,
      await staffIdByUsername(db, username),
    );
    console.log(
      `已重置 ${username} 的动态验证码，旧密钥和会话已失效。新的开通链接（24 小时内有效）：`,
    );
    console.log(linkFor(enrolment.path));
    return true;
  }
  if (action === 'demo-code') {
    const staff = await findStaffByUsername(db, username);
    if (!staff?.demo || !staff.totp_secret) {
      console.error('只能为种子数据中的演示工作人员账号生成验证码');
      process.exitCode = 1;
      return true;
    }
    // The current step's code, or the next one's when the current step was just used (both
    // are accepted now), so two sign-ins in one half-minute both work.
    const now = Date.now();
    const step = Math.floor(now / 30_000);
    console.log(totpCode(staff.totp_secret, step > staff.totp_last_step ? now : now + 30_000));
    return true;
  }
  return false;
}

/** `npm run cli -- staff …`; false when the arguments are not a staff command. */
export async function staffCommand(db: Db, args: string[]): Promise<boolean> {
  try {
    return await run(db, args);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
    return true;
  }
}
