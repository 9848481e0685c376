import { STAFF_ROLES, type StaffRole } from '@portal/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { operationsOf, takesStaffSession, type Operation } from '../../test/fuzz/operations.js';
import { DEMO_STAFF, staffSession } from '../../test/staff-fixtures.js';
import { allSamples } from '../../test/staff-samples/all.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const ALL = [...STAFF_ROLES];
const HOSPITAL_STAFF: StaffRole[] = ['bureau_admin', 'hospital_admin'];

/**
 * What each role may do, written out here on its own (the server reads STAFF_PERMISSIONS):
 * the first pattern that matches an operation's path decides.
 */
const MAY: [RegExp, StaffRole[]][] = [
  [/^\/api\/staff\/(me|session)$/, ALL],
  [
    /^\/api\/staff\/(accounts|audit|site|access-policy|citizens|sensitive-words)\b/,
    ['bureau_admin'],
  ],
  [/^\/api\/staff\/(hospitals|dashboard)\b/, HOSPITAL_STAFF],
  // The hospital's reply speaks for it: its administrator's alone; moderation is also the bureau's.
  [/^\/api\/staff\/evaluations\/\{id\}\/reply$/, ['hospital_admin']],
  [/^\/api\/staff\/evaluations\b/, HOSPITAL_STAFF],
  [/^\/api\/staff\/doctor\b/, ['doctor']],
  // Consultations are answered by doctors, from their own inbox and phrases.
  [/^\/api\/staff\/(consultations|phrases)\b/, ['doctor']],
  // Publishing and taking off what citizens read is the reviewer's.
  [
    /^\/api\/staff\/editorial\/(versions\/\{id\}\/(approve|reject)|items\/\{kind\}\/\{id\}\/archive)$/,
    ['bureau_admin', 'reviewer'],
  ],
  [/^\/api\/staff\/editorial\b/, ['bureau_admin', 'editor', 'reviewer']],
  // Searches that fail: what content editors (and the bureau) write next.
  [/^\/api\/staff\/search-insights$/, ['bureau_admin', 'editor', 'reviewer']],
];

const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** Plausible values for the required query parameters, so a read gets past validation. */
function requiredQuery(op: Operation): string {
  const pairs = op.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => {
      const s = p.schema;
      const value =
        s.enum?.[0] ?? (s.type === 'integer' || s.type === 'number' ? (s.minimum ?? 1) : today);
      return `${p.name}=${encodeURIComponent(String(value))}`;
    });
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function allowedRoles(op: Operation): StaffRole[] {
  const rule = MAY.find(([pattern]) => pattern.test(op.path));
  if (!rule) throw new Error(`no rule in MAY for ${op.method} ${op.path}: add one`);
  return rule[1];
}

describe.each(engines)('every staff operation × every role on %s', (engine) => {
  let t: TestApp;
  let operations: Operation[];
  let ownHospital: string;
  let otherHospital: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    operations = operationsOf(t.app.swagger()).filter(takesStaffSession);
    const admin = await staffSession(t.app, DEMO_STAFF.hospital_admin);
    ownHospital = admin.hospitalId!;
    const other = await t.db
      .selectFrom('hospital')
      .select('id')
      .where('id', '!=', ownHospital)
      .executeTakeFirstOrThrow();
    otherHospital = other.id;
  });
  afterAll(() => t.close());

  const requestFor = (op: Operation, hospitalId: string): InjectOptions => ({
    method: op.method as 'GET',
    url:
      op.path
        .replace('{hospitalId}', hospitalId)
        .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000') + requiredQuery(op),
    ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
  });

  it('answers 401 without a session and to a citizen token', async () => {
    expect(operations.length).toBeGreaterThan(10);
    const citizen = await createTestUser(t.db);
    for (const op of operations) {
      const req = requestFor(op, ownHospital);
      const bare = await t.app.inject(req);
      expect(bare.statusCode, `${op.method} ${op.path}`).toBe(401);
      const asCitizen = await t.app.inject({
        ...req,
        url: `${req.url}${String(req.url).includes('?') ? '&' : '?'}user=${citizen.token}`,
        headers: { authorization: `Bearer ${citizen.token}` },
      });
      expect(asCitizen.statusCode, `${op.method} ${op.path} with a citizen token`).toBe(401);
    }
  });

  it('lets each role through exactly where the table allows it', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    for (const role of STAFF_ROLES) {
      for (const op of operations) {
        // Signing out would end the session the next operations use: a fresh one each time.
        const staff = await staffSession(t.app, DEMO_STAFF[role]);
        const res = await staff.inject(requestFor(op, ownHospital));
        const where = `${role} ${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        const allowed = allowedRoles(op).includes(role);
        const right = allowed
          ? ![401, 403].includes(res.statusCode) && res.statusCode < 500
          : res.statusCode === 403;
        if (!right) wrong.push(`${allowed ? 'allowed' : 'refused'} ${where}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers 404 to a hospital administrator's reads of another hospital", async () => {
    const admin = await staffSession(t.app, DEMO_STAFF.hospital_admin);
    const bureau = await staffSession(t.app, DEMO_STAFF.bureau_admin);
    const reads = operations.filter(
      (op) =>
        op.method === 'GET' &&
        /^\/api\/staff\/hospitals\/\{hospitalId\}(\/[a-z-]+)?$/.test(op.path),
    );
    expect(reads.length).toBeGreaterThan(0);
    for (const op of reads) {
      const where = `${op.method} ${op.path}`;
      expect((await admin.inject(requestFor(op, otherHospital))).statusCode, where).toBe(404);
      expect((await bureau.inject(requestFor(op, otherHospital))).statusCode, where).toBe(200);
      expect((await admin.inject(requestFor(op, ownHospital))).statusCode, where).toBe(200);
    }
  });
  it("answers 404 to a hospital administrator's writes on another hospital", async () => {
    const samples = (await allSamples()).filter((x) => x.as === 'rmyy-admin');
    let checked = 0;
    for (const sample of samples) {
      const request = await sample.request(t);
      const url = String(request.url);
      if (!url.includes(ownHospital)) continue;
      const admin = await staffSession(t.app, DEMO_STAFF.hospital_admin);
      const res = await admin.inject({
        ...request,
        url: url.replaceAll(ownHospital, otherHospital),
      });
      expect(res.statusCode, `${sample.operation}: ${res.body}`).toBe(404);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(3);
  });
});
