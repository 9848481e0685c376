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
    const res = await t.app.inject({ method: 'GET', url: API.docsJson });
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
    // The docs page's own routes are not operations of the API.
    expect(Object.keys(doc.paths).some((p: string) => p.startsWith(API.docs))).toBe(false);
  });

  it('shows the document as a page under a policy stricter than the site', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.docs });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui-bundle.js');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-');
    expect(csp).not.toMatch(/https?:/);

    const bundle = await t.app.inject({
      method: 'GET',
      url: `${API.docs}/static/swagger-ui-bundle.js`,
    });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });
});
