import { API } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(engines)('health module on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('reports liveness', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.healthz });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reports readiness while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.readyz });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  // Last in this file: it destroys the database connection.
  it('reports unavailable once the database is gone, while liveness still answers', async () => {
    await t.db.destroy();
    const ready = await t.app.inject({ method: 'GET', url: API.readyz });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable' });
    const live = await t.app.inject({ method: 'GET', url: API.healthz });
    expect(live.statusCode).toBe(200);
  });
});
