import { CSRF_HEADER, type StaffRole } from '@portal/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/database.js';
import { findStaffByUsername } from '../modules/staff/staff-account.repository.js';
import { createStaffSession, csrfTokenOf } from '../modules/staff/staff-session.repository.js';
import { totpCode } from '../modules/staff/totp.js';
import { DEMO_STAFF_PASSWORD } from '../seed/demo-staff.js';

/** The seeded demo staff (api-contract.md), by role. */
export const DEMO_STAFF: Record<StaffRole, string> = {
  bureau_admin: 'bureau',
  hospital_admin: 'rmyy-admin',
  doctor: 'rmyy-doctor',
  editor: 'editor',
  reviewer: 'reviewer',
};

export interface StaffClient {
  staffId: string;
  hospitalId: string | null;
  doctorId: string | null;
  cookie: string;
  csrf: string;
  /** app.inject with the session cookie and, on writes, the CSRF header. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

function clientFor(
  app: FastifyInstance,
  token: string,
  staff: { id: string; hospital_id: string | null; doctor_id: string | null },
): StaffClient {
  const cookie = `staff_session=${token}`;
  const csrf = csrfTokenOf(token);
  return {
    staffId: staff.id,
    hospitalId: staff.hospital_id,
    doctorId: staff.doctor_id,
    cookie,
    csrf,
    inject: (options) =>
      app.inject({
        ...options,
        headers: { ...options.headers, cookie, [CSRF_HEADER]: csrf },
      }),
  };
}

/**
 * A session for a seeded demo staff member, started directly (no code step is used up), so
 * tests may sign in the same person many times a half-minute.
 */
export async function staffSession(app: FastifyInstance, username: string): Promise<StaffClient> {
  const staff = await findStaffByUsername(app.db, username);
  if (!staff) throw new Error(`no staff ${username}`);
  return clientFor(app, await createStaffSession(app.db, staff.id), staff);
}

/** The code a demo account's authenticator shows at `now`. */
export async function demoCode(db: Db, username: string, now = Date.now()): Promise<string> {
  const staff = await findStaffByUsername(db, username);
  return totpCode(staff!.totp_secret!, now);
}

/** Signs in through POST /api/staff/session, as the console does. */
export async function signInAsStaff(
  app: FastifyInstance,
  username: string,
  code: string,
  password = DEMO_STAFF_PASSWORD,
) {
  return app.inject({
    method: 'POST',
    url: '/api/staff/session',
    payload: { username, password, code },
  });
}
