import { createHash } from 'node:crypto';
import type { StaffRole } from '@portal/contract';
import { Secret } from 'otpauth';
import type { Db } from '../db/database.js';
import type { PasswordHashCost } from '../lib/password.js';
import { completeEnrolment, createStaff } from '../modules/staff/staff-accounts.service.js';
import { totpCode } from '../modules/staff/totp.js';

/** The demo staff's password (api-contract.md); their codes come from `staff demo-code`. */
export const DEMO_STAFF_PASSWORD = 'Staff@2026';

const CLI_ACTOR = {
  staffId: null,
  username: 'seed',
  role: null,
  hospitalId: null,
  ip: 'seed',
  requestId: 'seed',
};

/**
 * A fixed secret per demo account, so a newcomer's authenticator app keeps working after a
 * reseed. Derived from the name: it is a demo secret and says so.
 */
export function demoTotpSecret(username: string): string {
  const bytes = createHash('sha1').update(`12320-demo-staff:${username}`).digest();
  return new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + 20) }).base32;
}

async function placeOf(db: Db) {
  const hospital = await db
    .selectFrom('hospital')
    .select('id')
    .where('name', '=', '青禾县人民医院')
    .executeTakeFirst();
  if (!hospital) return undefined;
  const doctor = await db
    .selectFrom('doctor as d')
    .innerJoin('department as dep', 'dep.id', 'd.department_id')
    .select('d.id')
    .where('d.hospital_id', '=', hospital.id)
    .where('dep.name', '=', '心血管内科')
    .orderBy('d.sort_order')
    .orderBy('d.id')
    .executeTakeFirst();
  return { hospitalId: hospital.id, doctorId: doctor?.id };
}

/**
 * The demo staff of api-contract.md, created and enrolled through the same service an
 * administrator's link uses. Added when missing, so a second run keeps what changed.
 */
export async function seedDemoStaff(db: Db, cost: PasswordHashCost): Promise<void> {
  const place = await placeOf(db);
  const people: {
    username: string;
    name: string;
    role: StaffRole;
    hospitalId?: string;
    doctorId?: string;
  }[] = [
    { username: 'bureau', name: '县卫健局 管理员', role: 'bureau_admin' },
    {
      username: 'rmyy-admin',
      name: '人民医院 管理员',
      role: 'hospital_admin',
      hospitalId: place?.hospitalId,
    },
    {
      username: 'rmyy-doctor',
      name: '人民医院 心内科医生',
      role: 'doctor',
      doctorId: place?.doctorId,
    },
    { username: 'editor', name: '健康内容 编辑', role: 'editor' },
    { username: 'reviewer', name: '健康内容 审核', role: 'reviewer' },
  ];
  for (const person of people) {
    const exists = await db
      .selectFrom('staff_account')
      .select('id')
      .where('username', '=', person.username)
      .executeTakeFirst();
    if (exists) continue;
    const secret = demoTotpSecret(person.username);
    const { staff, enrolment } = await createStaff(db, CLI_ACTOR, person, { totpSecret: secret });
    // Enrolled with the previous step's code, so the code `staff demo-code` prints now still works.
    const previousStep = Date.now() - 30_000;
    await completeEnrolment(
      db,
      cost,
      {
        token: enrolment.token,
        password: DEMO_STAFF_PASSWORD,
        code: totpCode(secret, previousStep),
      },
      { ip: 'seed', requestId: 'seed' },
      previousStep,
    );
    await db.updateTable('staff_account').set({ demo: 1 }).where('id', '=', staff.id).execute();
  }
}
