import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines.js';
import { operationsOf, takesStaffSession } from '../../test/fuzz/operations.js';
import { staffSession } from '../../test/staff-fixtures.js';
import { allSamples } from '../../test/staff-samples/all.js';
import type { StaffWriteSample } from '../../test/staff-samples/types.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function auditCount(t: TestApp): Promise<number> {
  const { n } = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe.each(engines)('every staff write is one audit row on %s', (engine) => {
  let t: TestApp;
  let samples: StaffWriteSample[];
  let writes: string[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    samples = await allSamples();
    writes = operationsOf(t.app.swagger())
      .filter((op) => takesStaffSession(op) && WRITES.has(op.method))
      .map((op) => `${op.method} ${op.path}`);
  });
  afterAll(() => t.close());

  it('has a sample for every staff write operation', () => {
    expect(writes.length).toBeGreaterThan(5);
    const sampled = new Set(samples.map((s) => s.operation));
    expect(writes.filter((w) => !sampled.has(w))).toEqual([]);
  });

  it(
    'adds exactly one row, with the right action, entity and changed fields',
    { timeout: 120_000 },
    async () => {
      for (const sample of samples) {
        const request = await sample.request(t);
        const staff = await staffSession(t.app, sample.as);
        const before = await auditCount(t);
        const res = await staff.inject(request);
        expect(res.statusCode, `${sample.operation}: ${res.body}`).toBeLessThan(300);
        expect(await auditCount(t), sample.operation).toBe(before + 1);
        const row = await t.db
          .selectFrom('audit_log')
          .selectAll()
          .orderBy('at', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow();
        expect(row, sample.operation).toMatchObject({
          action: sample.action,
          entity: sample.entity,
          staff_id: staff.staffId,
        });
        expect(row.request_id).toBeTruthy();
        if (sample.changed) {
          const after = JSON.parse(row.after ?? '{}') as Record<string, unknown>;
          expect(Object.keys(after), sample.operation).toContain(sample.changed);
        }
      }
    },
  );

  it('adds no row for a write that fails', { timeout: 120_000 }, async () => {
    for (const sample of samples) {
      const request: InjectOptions = await sample.request(t);
      const url = String(request.url);
      // The same operation on an object that does not exist, or with a body it refuses.
      const broken: InjectOptions = /\/[0-9a-f-]{36}|\/[A-Za-z0-9_-]{8,}(?=\/|$)/.test(url)
        ? {
            ...request,
            url: url.replace(/\/[0-9a-f-]{36}(?=\/|$)/, '/00000000-0000-4000-8000-000000000000'),
          }
        : { ...request, payload: { unexpected: '\u0000' } };
      const staff = await staffSession(t.app, sample.as);
      const before = await auditCount(t);
      const res = await staff.inject(broken);
      if (res.statusCode < 400) continue;
      expect(await auditCount(t), `${sample.operation} answered ${res.statusCode}`).toBe(before);
    }
  });
});
