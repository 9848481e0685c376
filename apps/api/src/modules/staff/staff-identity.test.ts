import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST, createTestUser } from '../../test/accounts.js';
import { engines, postgresUrl } from '../../test/engines.js';
import { staffSession } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newTotpSecret, totpCode } from './totp.js';
import { signInStaff } from './sign-in.service.js';
import { completeEnrolment, createStaff, resetStaffFactor } from './staff-accounts.service.js';
import { createStaffSession, resolveStaffSession } from './staff-session.repository.js';

const STEP = 30_000;
const PASSWORD = 'Console2026pass';
const REQUEST = { ip: '127.0.0.1', requestId: 'test' };
const CLI = { staffId: null, username: 'cli', role: null, hospitalId: null, ...REQUEST };
let serial = 0;

/** A freshly enrolled editor with a known secret (its enrolment used the step before `at`). */
async function enrolled(t: TestApp, at = Date.now()) {
  serial += 1;
  const secret = newTotpSecret();
  const username = `staff-test-${serial}`;
  const { staff, enrolment } = await createStaff(
    t.db,
    CLI,
    { username, name: '测试编辑', role: 'editor' },
    { totpSecret: secret },
  );
  const recoveryCodes = await completeEnrolment(
    t.db,
    TEST_PASSWORD_COST,
    { token: enrolment.token, password: PASSWORD, code: totpCode(secret, at - STEP) },
    REQUEST,
    at - STEP,
  );
  return { id: staff.id, username, secret, recoveryCodes };
}

const signIn = (t: TestApp, username: string, code: string, now: number, password = PASSWORD) =>
  signInStaff(t.db, TEST_PASSWORD_COST, { username, password, code }, REQUEST, now);

async function auditRows(t: TestApp, staffId: string) {
  return t.db
    .selectFrom('audit_log')
    .select(['action', 'entity'])
    .where('staff_id', '=', staffId)
    .orderBy('at')
    .execute();
}

describe.each(engines)('staff identity on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('accepts the code of the step either side and refuses two steps out', async () => {
    const now = Date.now();
    const a = await enrolled(t, now - 10 * STEP);
    await expect(
      signIn(t, a.username, totpCode(a.secret, now - 2 * STEP), now),
    ).rejects.toMatchObject({ statusCode: 401 });
    await expect(
      signIn(t, a.username, totpCode(a.secret, now + 2 * STEP), now),
    ).rejects.toMatchObject({ statusCode: 401 });
    await expect(signIn(t, a.username, totpCode(a.secret, now - STEP), now)).resolves.toMatchObject(
      { staff: { id: a.id } },
    );
    await expect(signIn(t, a.username, totpCode(a.secret, now), now)).resolves.toMatchObject({
      staff: { id: a.id },
    });
    await expect(signIn(t, a.username, totpCode(a.secret, now + STEP), now)).resolves.toMatchObject(
      { staff: { id: a.id } },
    );
  });

  it('refuses a step already used, and an older one after a newer was used', async () => {
    const now = Date.now();
    const a = await enrolled(t, now - 10 * STEP);
    await signIn(t, a.username, totpCode(a.secret, now), now);
    await expect(signIn(t, a.username, totpCode(a.secret, now), now)).rejects.toMatchObject({
      code: 'BAD_CREDENTIALS',
    });
    await expect(signIn(t, a.username, totpCode(a.secret, now - STEP), now)).rejects.toMatchObject({
      code: 'BAD_CREDENTIALS',
    });
  });

  it('locks the account after 5 wrong passwords or codes in 15 minutes, for 15 minutes', async () => {
    const now = Date.now();
    const a = await enrolled(t, now - 10 * STEP);
    for (let i = 0; i < 3; i += 1) {
      await expect(
        signIn(t, a.username, totpCode(a.secret, now), now, 'wrong-password-1'),
      ).rejects.toMatchObject({ statusCode: 401 });
    }
    await expect(signIn(t, a.username, '000000', now)).rejects.toMatchObject({ statusCode: 401 });
    // The fifth failure locks; from then on even the right password and code are refused.
    await expect(signIn(t, a.username, '111111', now)).rejects.toMatchObject({
      statusCode: 423,
      code: 'LOCKED',
    });
    await expect(
      signIn(t, a.username, totpCode(a.secret, now), now + 60_000),
    ).rejects.toMatchObject({ statusCode: 423 });
    const later = now + 16 * 60_000;
    await expect(signIn(t, a.username, totpCode(a.secret, later), later)).resolves.toMatchObject({
      staff: { id: a.id },
    });
    const actions = (await auditRows(t, a.id)).map((r) => r.action);
    expect(actions.filter((x) => x === 'staff.sign_in_failed')).toHaveLength(5);
    expect(actions.filter((x) => x === 'staff.sign_in_locked')).toHaveLength(1);
    expect(actions.at(-1)).toBe('staff.sign_in');
  });

  it('takes a recovery code once, in any case and with or without the dash', async () => {
    const now = Date.now();
    const a = await enrolled(t, now);
    expect(a.recoveryCodes).toHaveLength(10);
    expect(new Set(a.recoveryCodes).size).toBe(10);
    const code = a.recoveryCodes[0]!;
    await expect(
      signIn(t, a.username, code.toUpperCase().replace('-', ''), now),
    ).resolves.toBeTruthy();
    await expect(signIn(t, a.username, code, now)).rejects.toMatchObject({
      code: 'BAD_CREDENTIALS',
    });
    const stored = await t.db
      .selectFrom('staff_recovery_code')
      .select('code_hash')
      .where('staff_id', '=', a.id)
      .execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(code);
  });

  it('ends sessions after 15 minutes idle and 8 hours in all', async () => {
    const a = await enrolled(t);
    const start = new Date();
    const token = await createStaffSession(t.db, a.id, start);
    expect(
      await resolveStaffSession(t.db, token, new Date(start.getTime() + 14 * 60_000)),
    ).not.toBeNull();
    expect(
      await resolveStaffSession(t.db, token, new Date(start.getTime() + 30 * 60_000)),
    ).toBeNull();
    const busy = await createStaffSession(t.db, a.id, start);
    // Used every ten minutes, it still ends at eight hours.
    for (let m = 10; m < 8 * 60; m += 10) {
      expect(
        await resolveStaffSession(t.db, busy, new Date(start.getTime() + m * 60_000)),
      ).not.toBeNull();
    }
    expect(
      await resolveStaffSession(t.db, busy, new Date(start.getTime() + 8 * 60 * 60_000 + 1000)),
    ).toBeNull();
  });

  it('keeps citizen tokens and staff cookies apart', async () => {
    const citizen = await createTestUser(t.db);
    const asCitizen = await t.app.inject({
      url: `/api/staff/me?user=${citizen.token}`,
      headers: { authorization: `Bearer ${citizen.token}` },
    });
    expect(asCitizen.statusCode).toBe(401);
    const bureau = await staffSession(t.app, 'bureau');
    const asUser = await t.app.inject({
      url: '/api/zlb.get_user.html',
      headers: { cookie: bureau.cookie },
    });
    expect(asUser.json()).toBe(false);
    const bookings = await t.app.inject({
      url: '/api/bookings',
      headers: { cookie: bureau.cookie },
    });
    expect(bookings.statusCode).toBe(401);
  });

  it('refuses UPDATE and DELETE of audit rows', async () => {
    const a = await enrolled(t);
    expect((await auditRows(t, a.id)).length).toBeGreaterThan(0);
    await expect(
      sql`update audit_log set action = 'x' where staff_id = ${a.id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where staff_id = ${a.id}`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    expect((await auditRows(t, a.id)).every((r) => r.action !== 'x')).toBe(true);
  });

  it('uses an enrolment link once and asks for a real password', async () => {
    const secret = newTotpSecret();
    const { enrolment } = await createStaff(
      t.db,
      CLI,
      { username: `link-${serial++}`, name: '链接', role: 'reviewer' },
      { totpSecret: secret },
    );
    const post = (password: string, code = totpCode(secret)) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/enrolment',
        payload: { token: enrolment.token, password, code },
      });
    const weak = await post('short1');
    expect(weak.statusCode).toBe(400);
    expect((await post('onlyletterspassword')).statusCode).toBe(400);
    const wrongCode = await post(PASSWORD, totpCode(secret, Date.now() - 5 * STEP));
    expect(wrongCode.statusCode).toBe(401);
    expect((await post(PASSWORD)).statusCode).toBe(200);
    expect((await post(PASSWORD)).statusCode).toBe(404);
    const view = await t.app.inject({ url: `/api/staff/enrolment?token=${enrolment.token}` });
    expect(view.statusCode).toBe(404);
  });
});

describe.skipIf(!postgresUrl)('a reset factor on two app instances (PostgreSQL)', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp('postgres');
    two = await createTestApp('postgres', { database: one.app.config.database });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('ends the sessions on every process and invalidates the old secret', async () => {
    const now = Date.now();
    const a = await enrolled(one, now - 10 * STEP);
    const { token } = await signIn(one, a.username, totpCode(a.secret, now), now);
    const me = (app: TestApp) =>
      app.app.inject({ url: '/api/staff/me', headers: { cookie: `staff_session=${token}` } });
    expect((await me(two)).statusCode).toBe(200);
    const { enrolment } = await resetStaffFactor(one.db, CLI, a.id);
    expect((await me(two)).statusCode).toBe(401);
    expect((await me(one)).statusCode).toBe(401);
    const later = now + STEP;
    await expect(signIn(two, a.username, totpCode(a.secret, later), later)).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(signIn(two, a.username, a.recoveryCodes[0]!, later)).rejects.toMatchObject({
      statusCode: 401,
    });
    const view = await two.app.inject({ url: `/api/staff/enrolment?token=${enrolment.token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().secret).not.toBe(a.secret);
  });
});
