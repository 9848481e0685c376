import { API } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test/engines.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe.each(engines)('OpenAPI document on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('describes the routes from their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.docs });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.0\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([API.siteConfig, '/api/site/qr/{key}.svg', API.healthz, API.readyz]),
    );
    const config = doc.paths[API.siteConfig].get.responses['200'].content['application/json'];
    expect(config.schema.properties.countyName).toBeDefined();
    const qr = doc.paths['/api/site/qr/{key}.svg'].get;
    expect(Object.keys(qr.responses['200'].content)).toEqual(['image/svg+xml']);
    expect(qr.parameters[0]).toMatchObject({ name: 'key', in: 'path', required: true });
    expect(Object.keys(doc.paths).some((p: string) => p.startsWith('/12320'))).toBe(false);
  });
});
