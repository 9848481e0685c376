import { maskIdNumber } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_IDP_PEOPLE } from '../../seed/local-idp-people.js';
import { seedDemoCounty } from '../../seed/demo-county.js';
import { sha256 } from '../../lib/tokens.js';
import { testIdNumber } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedValidateRequest } from './http-gov-provider.js';
import { upsertLocalIdpPerson } from './local-idp.repository.js';
import { LOCAL_IDP_APP_ID, LOCAL_IDP_SECRET } from './local-idp.routes.js';

describe.each(engines)('local government identity provider on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const page = (query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/gov-sso/', query });

  /** Posts the form as a browser does. */
  const login = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/gov-sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  const validate = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/gov-sso/api/validate', payload });

  const hiddenRedirect = (html: string) =>
    /<input type="hidden" name="redirect" value="([^"]*)">/.exec(html)?.[1];

  it('serves a Chinese sign-in page that lists the test people with masked ID numbers', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('本地模拟的政务服务平台登录，仅用于开发和演示');
    expect(html).toMatch(/<main>[\s\S]*<h1>[\s\S]*<\/main>/);
    expect(html).toContain('<form method="post" action="/gov-sso/login">');
    expect(html).toMatch(/<fieldset>\s*<legend>/);
    expect(html).toContain('登录并返回 12320 健康服务平台');
    expect(html).not.toContain('<script');
    for (const person of LOCAL_IDP_PEOPLE) {
      expect(html).toContain(person.name);
      expect(html).toContain(maskIdNumber(person.id_no));
      expect(html).not.toContain(person.id_no);
      expect(html).not.toContain(person.phone);
    }
    // Every radio button has a label that points at it.
    const radios = [...html.matchAll(/<input type="radio" id="([^"]+)"/g)].map((m) => m[1]);
    expect(radios).toHaveLength(LOCAL_IDP_PEOPLE.length);
    for (const id of radios) expect(html).toContain(`<label class="choice" for="${id}">`);
    expect(hiddenRedirect(html)).toBe('/12320/home');
  });

  it('keeps a redirect inside the web app and replaces any other with the home page', async () => {
    expect(hiddenRedirect((await page({ redirect: '/12320/user/info?tab=1' })).body)).toBe(
      '/12320/user/info?tab=1',
    );
    for (const redirect of [
      'https://evil.example/',
      '//evil.example/12320/',
      '/12320/../api/logout',
      '/12320/\\evil',
      '/api/logout',
      'javascript:alert(1)',
    ]) {
      expect(hiddenRedirect((await page({ redirect })).body)).toBe('/12320/home');
    }
  });

  it('escapes what it echoes', async () => {
    await upsertLocalIdpPerson(t.db, {
      id: 'zlb-test-"escape',
      name: '李<b>"四',
      id_no: testIdNumber(),
      phone: '13700009999',
    });
    const html = (await page({ redirect: '/12320/x?q="><b>' })).body;
    expect(html).toContain('李&lt;b&gt;&quot;四');
    expect(html).toContain('value="zlb-test-&quot;escape"');
    expect(html).not.toContain('<b>');
    expect(hiddenRedirect(html)).toBe('/12320/x?q=%22%3E%3Cb%3E');
  });

  it('signs a person in and sends them back with a five-minute single-use ticket', async () => {
    const before = Date.now();
    const res = await login({ person: LOCAL_IDP_PEOPLE[0]!.id, redirect: '/12320/home' });
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/12320\/home\?ticketId=[A-Za-z0-9_-]{43}$/);
    const ticket = new URL(location, 'http://x').searchParams.get('ticketId')!;
    const row = await t.db
      .selectFrom('local_idp_ticket')
      .selectAll()
      .where('ticket_hash', '=', sha256(ticket))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ person_id: LOCAL_IDP_PEOPLE[0]!.id, used_at: null });
    const ttl = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(ttl).toBe(5 * 60_000);
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('appends the ticket to a redirect that already has a query, and never leaves the app', async () => {
    const person = LOCAL_IDP_PEOPLE[1]!.id;
    const withQuery = await login({ person, redirect: '/12320/news?page=2' });
    expect(String(withQuery.headers.location)).toMatch(/^\/12320\/news\?page=2&ticketId=/);
    for (const redirect of ['https://evil.example/', '//evil', '/elsewhere']) {
      const res = await login({ person, redirect });
      expect(String(res.headers.location)).toMatch(/^\/12320\/home\?ticketId=/);
    }
  });

  it('answers an unknown or missing person with the page and a Chinese error', async () => {
    for (const payload of [{ person: 'nobody' }, {}] as Record<string, string>[]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<p class="error" role="alert">请选择要登录的测试人员</p>');
    }
    const tickets = await t.db.selectFrom('local_idp_ticket').select('person_id').execute();
    expect(tickets.every((row) => row.person_id !== 'nobody')).toBe(true);
  });

  it('reaches the page without the trailing slash, keeping the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gov-sso?redirect=%2F12320%2Fuser' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/gov-sso/?redirect=%2F12320%2Fuser');
  });

  it('validates a ticket for a correctly signed request, once', async () => {
    const location = String(
      (await login({ person: LOCAL_IDP_PEOPLE[1]!.id, redirect: '/12320/home' })).headers.location,
    );
    const ticket = new URL(location, 'http://x').searchParams.get('ticketId')!;
    const request = signedValidateRequest(LOCAL_IDP_APP_ID, LOCAL_IDP_SECRET, ticket);

    const first = await validate(request);
    expect(first.statusCode).toBe(200);
    const person = LOCAL_IDP_PEOPLE[1]!;
    expect(first.json()).toEqual({
      ok: true,
      person: { zlbId: person.id, name: person.name, idNo: person.id_no, phone: person.phone },
    });
    const again = await validate(signedValidateRequest(LOCAL_IDP_APP_ID, LOCAL_IDP_SECRET, ticket));
    expect(again.json()).toMatchObject({ ok: false });
  });

  it('refuses a wrong app id, a wrong signature and a stale timestamp without spending the ticket', async () => {
    const location = String((await login({ person: LOCAL_IDP_PEOPLE[0]!.id })).headers.location);
    const ticket = new URL(location, 'http://x').searchParams.get('ticketId')!;
    const refusals = [
      signedValidateRequest('someone-else', LOCAL_IDP_SECRET, ticket),
      signedValidateRequest(LOCAL_IDP_APP_ID, 'wrong-secret', ticket),
      signedValidateRequest(LOCAL_IDP_APP_ID, LOCAL_IDP_SECRET, ticket, Date.now() - 10 * 60_000),
      { ...signedValidateRequest(LOCAL_IDP_APP_ID, LOCAL_IDP_SECRET, ticket), ticketId: 'other' },
    ];
    for (const request of refusals) {
      const res = await validate(request);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ ok: false, message: expect.any(String) });
    }
    const good = await validate(signedValidateRequest(LOCAL_IDP_APP_ID, LOCAL_IDP_SECRET, ticket));
    expect(good.json()).toMatchObject({ ok: true });
  });

  it('answers a malformed request with a Chinese 400', async () => {
    const res = await validate({ appId: LOCAL_IDP_APP_ID, ticketId: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('seeds the test people idempotently', async () => {
    await seedDemoCounty(t.db, { passwordCost: t.app.passwordCost });
    const people = await t.db.selectFrom('local_idp_person').selectAll().orderBy('id').execute();
    expect(people.filter((p) => p.id.startsWith('zlb-demo-'))).toEqual(LOCAL_IDP_PEOPLE);
    expect(LOCAL_IDP_PEOPLE.map((p) => p.id_no)).toEqual([
      expect.stringMatching(/^33010219850612242[\dX]$/),
      expect.stringMatching(/^33010219700101355[\dX]$/),
    ]);
  });
});
