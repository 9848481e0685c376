import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines.js';
import { DEMO_STAFF, demoCode, signInAsStaff, staffSession } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(engines)('staff sign-in on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('signs a demo bureau administrator in with password and code', async () => {
    const res = await signInAsStaff(t.app, 'bureau', await demoCode(t.db, 'bureau'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().staff).toMatchObject({ username: 'bureau', role: 'bureau_admin' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/staff/);
    const token = /staff_session=([^;]+)/.exec(cookie)![1];
    const me = await t.app.inject({
      url: '/api/staff/me',
      headers: { cookie: `staff_session=${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().csrfToken).toBe(res.json().csrfToken);
  });

  it('refuses the same code twice', async () => {
    const code = await demoCode(t.db, 'editor');
    expect((await signInAsStaff(t.app, 'editor', code)).statusCode).toBe(200);
    const again = await signInAsStaff(t.app, 'editor', code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('BAD_CREDENTIALS');
  });

  it('refuses a write without the CSRF header and lists accounts for the bureau only', async () => {
    const bureau = await staffSession(t.app, DEMO_STAFF.bureau_admin);
    const list = await bureau.inject({ url: '/api/staff/accounts' });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { username: string }) => s.username)).toContain('rmyy-doctor');
    const noCsrf = await t.app.inject({
      method: 'DELETE',
      url: '/api/staff/session',
      headers: { cookie: bureau.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    const editor = await staffSession(t.app, DEMO_STAFF.editor);
    expect((await editor.inject({ url: '/api/staff/accounts' })).statusCode).toBe(403);
  });
});
