import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { API } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// The document is built from the routes alone, the same on either engine: SQLite is enough.
describe('the served OpenAPI document under Redocly lint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('has no error under the recommended rules (openapi-lint.yaml)', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.docsJson });
    expect(res.statusCode).toBe(200);
    const config = await loadConfig({
      configPath: fileURLToPath(new URL('./openapi-lint.yaml', import.meta.url)),
    });
    const problems = await lintFromString({
      source: res.body,
      absoluteRef: `${API.docsJson}.json`,
      config,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(errors).toEqual([]);
    // The rules this document once broke are among those that ran.
    const rules = config.styleguide.rules.oas3_0;
    for (const rule of [
      'operation-operationId',
      'security-defined',
      'path-parameters-defined',
      'no-path-trailing-slash',
      'no-empty-servers',
    ]) {
      expect(rules[rule]).toBe('error');
    }
  });
});
