import { API } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/engines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { OPERATION_IDS } from './operation-ids.js';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
}
type Paths = Record<string, Record<string, Operation>>;

const CITIZEN = [{ citizenSession: [] }, { citizenBearer: [] }];

describe.each(engines)('operations of the OpenAPI document on %s', (engine) => {
  let t: TestApp;
  let doc: { paths: Paths; servers: unknown[]; components: { securitySchemes: object } };
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    doc = (await t.app.inject({ method: 'GET', url: API.docsJson })).json();
  });
  afterAll(() => t.close());

  it('names every operation from operation-ids.ts, and every entry there names one', () => {
    const keys = operations().map((o) => o.key);
    // A route without an entry: add `'METHOD /path': 'verbNoun'` to operation-ids.ts.
    expect(keys.filter((key) => !OPERATION_IDS[key])).toEqual([]);
    expect(Object.keys(OPERATION_IDS).filter((key) => !keys.includes(key))).toEqual([]);
    for (const { key, op } of operations()) expect(op.operationId).toBe(OPERATION_IDS[key]);
    const ids = Object.values(OPERATION_IDS);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z]+$/.test(id))).toEqual([]);
  });

  it('tells how each operation authenticates, from the route’s own hook', () => {
    const security = (key: string) => operations().find((o) => o.key === key)?.op.security;
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'citizenBearer',
      'citizenSession',
      'hospitalKey',
      'staffSession',
    ]);
    expect(operations().filter((o) => !o.op.security || !o.op.tags?.length)).toEqual([]);
    expect(security('POST /api/bookings')).toEqual(CITIZEN);
    expect(security('GET /api/reports')).toEqual(CITIZEN);
    expect(security('POST /api/family/{id}/consent')).toEqual(CITIZEN);
    expect(security('POST /api/ingest/schedules')).toEqual([{ hospitalKey: [] }]);
    expect(security('DELETE /api/ingest/drugs/{code}')).toEqual([{ hospitalKey: [] }]);
    expect(security('GET /api/hospitals')).toEqual([]);
    expect(security('POST /api/chk_login')).toEqual([]);
    expect(security('GET /api/zlb.get_user.html')).toEqual([...CITIZEN, {}]);
    expect(security('GET /api/zlb.getNewPacs.html')).toEqual([{ citizenSession: [] }]);
    expect(security('GET /api/staff/audit')).toEqual([{ staffSession: [] }]);
    expect(security('DELETE /api/staff/session')).toEqual([{ staffSession: [] }]);
    // Signing in and the enrolment link come before any session.
    expect(security('POST /api/staff/session')).toEqual([]);
    expect(security('POST /api/staff/enrolment')).toEqual([]);
    expect(doc.servers).toEqual([{ url: '/', description: '本服务' }]);
  });

  it('is right about it: without credentials, secured reads answer 401 and public ones do not', async () => {
    // GET operations with no required parameter can be called bare; auth is the only refusal.
    const bare = operations().filter(
      ({ key, op }) => key.startsWith('GET ') && !op.parameters?.some((p) => p.required),
    );
    const answers = await Promise.all(
      bare.map(async ({ key, op }) => {
        const res = await t.app.inject({ method: 'GET', url: key.slice(4) });
        const anonymous =
          op.security!.length === 0 || op.security!.some((s) => !Object.keys(s).length);
        return { key, anonymous, unauthorized: res.statusCode === 401 };
      }),
    );
    expect(answers.filter((a) => a.anonymous === a.unauthorized)).toEqual([]);
    expect(answers.filter((a) => a.unauthorized).length).toBeGreaterThan(10);
  });

  it('names the uploaded-file path parameter and leaves out the local gov-SSO stand-in', () => {
    const file = doc.paths['/api/files/{path}']!.get!;
    expect(file.parameters).toEqual([expect.objectContaining({ name: 'path', in: 'path' })]);
    expect(Object.keys(doc.paths).filter((p) => p.includes('*') || p.endsWith('/'))).toEqual([]);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/gov-sso'))).toBe(false);
  });
});
