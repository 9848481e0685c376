import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_RULES } from './modules/auth/account-rules.js';
import { createSession } from './modules/auth/session.repository.js';
import { findUserByLogin } from './modules/auth/user.repository.js';
import { requestFor, type FuzzRequest } from './test/fuzz/bad-requests.js';
import { operationsOf } from './test/fuzz/operations.js';
import { engines } from './test/engines.js';
import { createTestApp, type TestApp } from './test/test-app.js';

// Fixed so CI is reproducible; FUZZ_SEED and FUZZ_REQUESTS explore further on a developer machine.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
// The whole run's size, shared out over the operations so the run stays bounded (10 to 40 s
// per engine on two shared cores) as endpoints are added, with at least MIN_RUNS each.
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 12_000);
const MIN_RUNS = 100;
const CJK = /[\u4e00-\u9fff]/;

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

describe.each(engines)('every operation survives bad input on %s', (engine) => {
  let t: TestApp;
  let citizenId: string;
  beforeAll(async () => {
    // The general per-client limit would answer most of the run with 429 and hide the rest.
    t = await createTestApp(engine, { rateLimit: { max: 1_000_000, store: 'memory' } });
    citizenId = (await findUserByLogin(t.db, 'zhangsan'))!.id;
  });
  afterAll(() => t.close());

  // A session of its own per request, so a fuzzed logout never signs the next request out.
  async function send(req: FuzzRequest): Promise<LightMyRequestResponse> {
    const headers = { ...req.headers };
    let url = req.url;
    if (req.auth !== 'none') {
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
