import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_RULES } from './modules/auth/account-rules.js';
import { createSession } from './modules/auth/session.repository.js';
import { findUserByLogin } from './modules/auth/user.repository.js';
import {
  requestFor,
  STAFF_AUTHS,
  type FuzzRequest,
  type StaffAuth,
} from './test/fuzz/bad-requests.js';
import { plausible } from './test/fuzz/bad-values.js';
import {
  needsCredentials,
  operationsOf,
  takesHospitalKey,
  takesStaffSession,
  type JsonSchema,
  type Operation,
} from './test/fuzz/operations.js';
import { testHospital } from './test/booking-fixtures.js';
import { staffSession } from './test/staff-fixtures.js';
import { engines } from './test/engines.js';
import { createTestApp, type TestApp } from './test/test-app.js';

// Fixed so CI is reproducible; FUZZ_SEED and FUZZ_REQUESTS explore further on a developer machine.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
// The whole run's size, shared out over the operations so the run stays bounded as endpoints
// are added, with at least MIN_RUNS each. With 200 operations the floor had become the budget
// (14,000 requests an engine, over three minutes of CI); 30 runs an operation still send each
// field its wrong types, empty, huge and unsafe values, and FUZZ_REQUESTS explores further.
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 6_000);
const MIN_RUNS = 30;
const CJK = /[\u4e00-\u9fff]/;
// What Ajv's coercion turns into Infinity, -Infinity or an integer past 2^53.
const UNSAFE_NUMBERS = [
  '1e309',
  '-1e309',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  '9'.repeat(400),
];

/**
 * What is wrong with an answer, or undefined when it keeps the contract. The `{ code, message }`
 * shape is the contract of /api/; the local government sign-in stand-in (/gov-sso/) answers in
 * the outside service's own shapes (an HTML page, `{ ok, message }`), so there only 5xx counts.
 */
function problemWith(url: string, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400 || url.startsWith('/gov-sso/')) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `${res.statusCode} body is not JSON`;
  }
  const { code, message, ...rest } = (body ?? {}) as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string' || Object.keys(rest).length > 0) {
    return `${res.statusCode} body is not exactly { code, message }`;
  }
  if (!CJK.test(message)) return `${res.statusCode} message is not Chinese`;
  return undefined;
}

function describeRequest(req: FuzzRequest): string {
  const payload =
    req.payload === undefined
      ? '(none)'
      : JSON.stringify(req.payload.toString().slice(0, 400)) +
        (req.payload.length > 400 ? ` … (${req.payload.length} bytes)` : '');
  return `${req.method} ${req.url.slice(0, 600)}\nauth: ${req.auth}\nheaders: ${JSON.stringify(req.headers)}\nbody: ${payload}`;
}

// The engines' runs side by side: SQLite's keeps this worker's core busy while PostgreSQL's
// mostly waits on its server.
describe.concurrent('bad input', () => {
  describe.each(engines)('every operation survives bad input on %s', (engine) => {
    let t: TestApp;
    let citizenId: string;
    let hospitalKey: string;
    beforeAll(async () => {
      // The general per-client limit would answer most of the run with 429 and hide the rest.
      t = await createTestApp(engine, { rateLimit: { max: 1_000_000, store: 'memory' } });
      citizenId = (await findUserByLogin(t.db, 'zhangsan'))!.id;
      hospitalKey = (await testHospital(t)).key;
    });
    afterAll(() => t.close());

    // A session of its own per request, so a fuzzed logout never signs the next request out.
    async function send(req: FuzzRequest): Promise<LightMyRequestResponse> {
      const headers = { ...req.headers };
      let url = req.url;
      if (req.auth === 'hospital') headers.authorization = `Bearer ${hospitalKey}`;
      else if (STAFF_AUTHS.includes(req.auth as StaffAuth)) {
        const staff = await staffSession(t.app, req.auth);
        headers.cookie = staff.cookie;
        headers['x-csrf-token'] = staff.csrf;
      } else if (req.auth !== 'none') {
        const token =
          req.auth === 'bogus'
            ? 'not-a-session'
            : await createSession(t.db, citizenId, 'password', DEFAULT_ACCOUNT_RULES);
        if (req.auth === 'bearer') headers.authorization = `Bearer ${token}`;
        else url += `${url.includes('?') ? '&' : '?'}user=${token}`;
      }
      return t.app.inject({ method: req.method as 'GET', url, headers, payload: req.payload });
    }

    it('answers 4xx with { code, message } and never 5xx', { timeout: 300_000 }, async () => {
      const operations = operationsOf(t.app.swagger());
      expect(operations.length).toBeGreaterThan(20);
      const runs = Math.max(MIN_RUNS, Math.floor(REQUESTS / operations.length));
      const started = performance.now();
      let sent = 0;
      for (const op of operations) {
        await fc.assert(
          fc.asyncProperty(requestFor(op), async (req) => {
            sent += 1;
            const res = await send(req);
            const problem = problemWith(req.url, res);
            if (problem) {
              throw new Error(
                `${problem} (FUZZ_SEED=${SEED})\n${describeRequest(req)}\nanswer: ${res.body.slice(0, 300)}`,
              );
            }
          }),
          { seed: SEED, numRuns: runs },
        );
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `坏输入模糊测试（${engine}）：${operations.length} 个接口，${sent} 个请求，${seconds} 秒，FUZZ_SEED=${SEED}`,
      );

      // Still serving afterwards: liveness, the database, and a signed-in read.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const me = await send({
        method: 'GET',
        url: '/api/zlb.get_user.html',
        auth: 'bearer',
        headers: {},
      });
      expect(me.json()).toMatchObject({ ID: citizenId });
    });
  });
});

/** Numeric query, path and header parameters and top-level body fields, by name and schema. */
function numericFieldsOf(op: Operation): { in: string; name: string; schema: JsonSchema }[] {
  const numeric = (s: JsonSchema) => s.type === 'integer' || s.type === 'number';
  return [
    ...op.parameters.filter((p) => numeric(p.schema)),
    ...Object.entries(op.body?.properties ?? {})
      .filter(([, schema]) => numeric(schema))
      .map(([name, schema]) => ({ in: 'body', name, schema })),
  ];
}

/** One value each required parameter would accept, so the field under test is what fails. */
function requiredQuery(op: Operation, except: string): string[] {
  return op.parameters
    .filter((p) => p.in === 'query' && p.required && p.name !== except)
    .map((p) => {
      const [value] = fc.sample(plausible(p.schema), { seed: SEED, numRuns: 1 });
      return `${p.name}=${encodeURIComponent(String(value))}`;
    });
}

/** A value for each other required body field, so the field under test is what fails. */
function requiredBody(op: Operation, except: string): Record<string, unknown> {
  const body = op.body;
  return Object.fromEntries(
    (body?.required ?? [])
      .filter((name) => name !== except && body?.properties?.[name])
      .map((name) => [
        name,
        fc.sample(plausible(body!.properties![name]!), { seed: SEED, numRuns: 1 })[0],
      ]),
  );
}

describe.each(engines)('numbers and credentials on %s', (engine) => {
  let t: TestApp;
  let session: string;
  let hospitalKey: string;
  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimit: { max: 1_000_000, store: 'memory' } });
    const citizen = await findUserByLogin(t.db, 'zhangsan');
    session = await createSession(t.db, citizen!.id, 'password', DEFAULT_ACCOUNT_RULES);
    hospitalKey = (await testHospital(t)).key;
  });
  afterAll(() => t.close());

  it('refuses an infinite or unsafe number in every numeric field with 400 naming it', async () => {
    const operations = operationsOf(t.app.swagger());
    let checked = 0;
    for (const op of operations) {
      const authorization = `Bearer ${takesHospitalKey(op) ? hospitalKey : session}`;
      // Staff operations take a console session of a role allowed there (the doctor's own
      // desk, consultations and phrases are the doctor's).
      const staff = takesStaffSession(op)
        ? await staffSession(
            t.app,
            /^\/api\/staff\/(doctor|consultations|phrases)\b/.test(op.path)
              ? 'rmyy-doctor'
              : 'bureau',
          )
        : undefined;
      const credentials = staff
        ? { cookie: staff.cookie, 'x-csrf-token': staff.csrf }
        : { authorization };
      for (const field of numericFieldsOf(op)) {
        const label = field.schema.title ?? field.name;
        for (const value of UNSAFE_NUMBERS) {
          const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
            name === field.name ? encodeURIComponent(value) : 'x',
          );
          const query = requiredQuery(op, field.name);
          if (field.in === 'query') query.push(`${field.name}=${encodeURIComponent(value)}`);
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: query.length ? `${path}?${query.join('&')}` : path,
            headers: { ...credentials, 'idempotency-key': 'numbers', [field.name]: value },
            ...(field.in === 'body'
              ? { payload: { ...requiredBody(op, field.name), [field.name]: value } }
              : {}),
          });
          const where = `${op.method} ${op.path} ${field.in} ${field.name}=${value.slice(0, 20)}`;
          expect(res.statusCode, where).toBe(400);
          expect(res.json().message, where).toContain(`「${label}」`);
          checked += 1;
        }
      }
    }
    // Paging alone is on more than a dozen operations.
    expect(checked).toBeGreaterThan(12 * UNSAFE_NUMBERS.length);
  });

  it('answers alike whether a report image exists or not, unless the caller may see it', async () => {
    const image = await t.db.selectFrom('report_image').select('id').executeTakeFirstOrThrow();
    // 李四 may open none of the seeded reports.
    const other = await findUserByLogin(t.db, 'lisi');
    const otherSession = await createSession(t.db, other!.id, 'password', DEFAULT_ACCOUNT_RULES);
    const callers = [
      { query: '', status: 401 },
      { query: '?user=not-a-session', status: 401 },
      { query: '?user=rs_made-up-share-code', status: 404 },
      { query: `?user=${otherSession}`, status: 404 },
    ];
    for (const { query, status } of callers) {
      const get = (id: string) =>
        t.app.inject({ method: 'GET', url: `/api/reports/images/${id}${query}` });
      const [real, made] = [await get(image.id), await get('no-such-image')];
      expect(real.statusCode, query).toBe(status);
      expect({ status: made.statusCode, body: made.body }, query).toEqual({
        status: real.statusCode,
        body: real.body,
      });
    }
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/reports/images/${image.id}?user=${session}`,
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers 401 to a caller without credentials before reading what it sent', async () => {
    const guarded = operationsOf(t.app.swagger()).filter(needsCredentials);
    // Every signed-in citizen operation and every hospital feed; the count only grows.
    expect(guarded.length).toBeGreaterThan(50);
    const badBody = JSON.stringify({ pageSize: '1e309', slotId: [], id: { $gt: '' } });
    for (const op of guarded) {
      const path = op.path.replace(/\{[^}]+\}/g, 'x');
      for (const credentials of [{}, { authorization: 'Bearer not-a-session' }]) {
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: `${path}?pageNo=-1&selid=`,
          headers: { ...credentials, 'content-type': 'application/json' },
          ...(op.method === 'GET' ? {} : { payload: badBody }),
        });
        const where = `${op.method} ${op.path} ${JSON.stringify(credentials)}`;
        expect(res.statusCode, where).toBe(401);
        expect(res.json().code, where).toBe('UNAUTHENTICATED');
      }
    }
  });
});
