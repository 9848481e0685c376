import { API, type CitizenView, type SiteSettingsView } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_IDP_PEOPLE } from '../../seed/local-idp-people.js';
import { createTestUser, TEST_PASSWORD } from '../../test/accounts.js';
import { accountRules } from '../auth/account-rules.js';
import { engines } from '../../test/engines.js';
import { staffSession, type StaffClient } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { findSensitiveWords } from './sensitive-words.service.js';

const auditCount = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(engines)('bureau console on %s', (engine) => {
  let t: TestApp;
  let bureau: StaffClient;
  let hospitalAdmin: StaffClient;
  let editor: StaffClient;
  beforeAll(async () => {
    t = await createTestApp(engine);
    bureau = await staffSession(t.app, 'bureau');
    hospitalAdmin = await staffSession(t.app, 'rmyy-admin');
    editor = await staffSession(t.app, 'editor');
  });
  afterAll(() => t.close());

  it('refuses every bureau page to a hospital administrator and an editor', async () => {
    for (const url of [
      '/api/staff/site',
      '/api/staff/access-policy',
      '/api/staff/citizens?q=zhangsan',
      '/api/staff/sensitive-words',
    ]) {
      for (const other of [hospitalAdmin, editor]) {
        const res = await other.inject({ url });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message).toMatch(/无权/);
      }
    }
    const write = await editor.inject({
      method: 'POST',
      url: '/api/staff/sensitive-words',
      payload: { word: '测试' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('changes the site settings, seen at once on /api/site/config and by the account rules', async () => {
    const before = (await t.app.inject({ url: API.siteConfig })).json();
    const current = (await bureau.inject({ url: '/api/staff/site' })).json<SiteSettingsView>();
    const { accountRuleDefaults, ...body } = current;
    expect(accountRuleDefaults.lockoutFailures).toBe(5);
    const audits = await auditCount(t);
    const put = await bureau.inject({
      method: 'PUT',
      url: '/api/staff/site',
      payload: {
        ...body,
        hotline: '0571-12320',
        accountRules: { ...body.accountRules, lockoutFailures: 7 },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().accountRules.lockoutFailures).toBe(7);
    expect(await auditCount(t)).toBe(audits + 1);
    const after = (await t.app.inject({ url: API.siteConfig })).json();
    expect(before.hotline).not.toBe('0571-12320');
    expect(after.hotline).toBe('0571-12320');
    expect((await accountRules(t.db)).lockoutFailures).toBe(7);

    const bad = await bureau.inject({
      method: 'PUT',
      url: '/api/staff/site',
      payload: { ...body, accountRules: { ...body.accountRules, lockoutFailures: 0 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect(await auditCount(t)).toBe(audits + 1);
    // Put the rules back so the sign-in checks below count failures as the defaults say.
    await bureau.inject({ method: 'PUT', url: '/api/staff/site', payload: body });
  });

  it('changes an access rule, followed by the next chk_webaction', async () => {
    const guard = async () =>
      (await t.app.inject({ url: API.chkWebaction, query: { action: 'drug_control' } })).json();
    const list = await bureau.inject({ url: '/api/staff/access-policy' });
    expect(list.statusCode).toBe(200);
    const drugs = list.json().find((r: { action: string }) => r.action === 'drug_control');
    expect(drugs).toMatchObject({ requirement: 'none', defaultRequirement: 'none' });
    expect(drugs.protects).toMatch(/药品/);
    expect(await guard()).toBe(0);

    const put = (action: string, requirement: string) =>
      bureau.inject({
        method: 'PUT',
        url: `/api/staff/access-policy/${action}`,
        payload: { requirement },
      });
    expect((await put('drug_control', 'signed_in')).statusCode).toBe(200);
    expect(await guard()).toBe(1);
    expect((await put('drug_control', 'none')).statusCode).toBe(200);
    expect(await guard()).toBe(0);

    const audits = await auditCount(t);
    const login = await put('login', 'signed_in');
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toMatch(/必须对所有人开放/);
    expect((await put('no_such_action', 'none')).statusCode).toBe(404);
    expect((await put('drug_control', 'everyone')).statusCode).toBe(400);
    expect(await auditCount(t)).toBe(audits);
  });

  it('finds a citizen by username or phone, masked; a lock refuses sign-in and ends sessions', async () => {
    const citizen = await createTestUser(t.db, { verified: true });
    const byPhone = await bureau.inject({
      url: '/api/staff/citizens',
      query: { q: citizen.phone },
    });
    expect(byPhone.statusCode).toBe(200);
    const [view] = byPhone.json<CitizenView[]>();
    expect(view!.username).toBe(citizen.username);
    expect(view!.phoneMasked).toBe(`${citizen.phone.slice(0, 3)}****${citizen.phone.slice(-4)}`);
    expect(byPhone.body).not.toContain(citizen.phone);
    expect(view!.idNumberMasked).toMatch(/^\d{3}\*+\d{3}[\dX]$/);
    expect(view).toMatchObject({ verified: true, lockedAt: null, liveSessions: 1 });
    const byName = await bureau.inject({
      url: '/api/staff/citizens',
      query: { q: citizen.username },
    });
    expect(byName.json()).toHaveLength(1);
    expect((await bureau.inject({ url: '/api/staff/citizens?q=' })).statusCode).toBe(400);

    const signedIn = async (token: string) =>
      (await t.app.inject({ url: API.getUser, query: { user: token } })).json() !== false;
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: API.chkLogin,
        payload: { username: citizen.username, password: TEST_PASSWORD },
      });
    expect(await signedIn(citizen.token)).toBe(true);

    const lock = await bureau.inject({
      method: 'POST',
      url: `/api/staff/citizens/${view!.id}/lock`,
    });
    expect(lock.statusCode, lock.body).toBe(200);
    expect(lock.json()).toMatchObject({ liveSessions: 0 });
    expect(lock.json().lockedAt).not.toBeNull();
    expect(await signedIn(citizen.token)).toBe(false);
    const refused = await login();
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ code: 'LOCKED' });
    expect(refused.json().message).toMatch(/锁定/);
    const again = await bureau.inject({
      method: 'POST',
      url: `/api/staff/citizens/${view!.id}/lock`,
    });
    expect(again.statusCode).toBe(409);

    const unlock = await bureau.inject({
      method: 'POST',
      url: `/api/staff/citizens/${view!.id}/unlock`,
    });
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json().lockedAt).toBeNull();
    const back = await login();
    expect(back.statusCode, back.body).toBe(200);
    const token = back.json().token as string;
    expect(await signedIn(token)).toBe(true);

    const end = await bureau.inject({
      method: 'POST',
      url: `/api/staff/citizens/${view!.id}/end-sessions`,
    });
    expect(end.statusCode).toBe(200);
    expect(await signedIn(token)).toBe(false);
    const missing = await bureau.inject({ method: 'POST', url: '/api/staff/citizens/nobody/lock' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a locked account at the government portal’s sign-in too', async () => {
    const person = LOCAL_IDP_PEOPLE[0]!;
    const arrive = async () => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/gov-sso/login',
        payload: { person: person.id, redirect: '/12320/home' },
      });
      const ticketId =
        new URL(String(login.headers.location), 'http://x').searchParams.get('ticketId') ?? '';
      return (await t.app.inject({ url: API.doPCSso, query: { ticketId } })).json();
    };
    expect((await arrive()).code).toBe(0);
    const [view] = (
      await bureau.inject({ url: '/api/staff/citizens', query: { q: person.phone } })
    ).json<CitizenView[]>();
    const lock = await bureau.inject({
      method: 'POST',
      url: `/api/staff/citizens/${view!.id}/lock`,
    });
    expect(lock.statusCode).toBe(200);
    const refused = await arrive();
    expect(refused.code).toBe(5);
    expect(refused.message).toMatch(/锁定/);
    await bureau.inject({ method: 'POST', url: `/api/staff/citizens/${view!.id}/unlock` });
    expect((await arrive()).code).toBe(0);
  });

  it('keeps a list of unique trimmed sensitive words that text is screened against', async () => {
    const add = (word: string) =>
      bureau.inject({ method: 'POST', url: '/api/staff/sensitive-words', payload: { word } });
    const added = await add('  代开发票 ');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().word).toBe('代开发票');
    expect((await add('代开发票')).statusCode).toBe(409);
    const tooLong = await add('一二三四五六七八九十一二三四五六七八九十一');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/1 到 20/);
    expect((await add('   ')).statusCode).toBe(400);

    const list = await bureau.inject({ url: '/api/staff/sensitive-words' });
    expect(list.json().map((w: { word: string }) => w.word)).toContain('代开发票');
    expect(await findSensitiveWords(t.db, '医生说可以代开发票')).toEqual(['代开发票']);
    expect(await findSensitiveWords(t.db, '医生很耐心')).toEqual([]);

    const removed = await bureau.inject({
      method: 'DELETE',
      url: `/api/staff/sensitive-words/${added.json().id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(await findSensitiveWords(t.db, '代开发票')).toEqual([]);
    const gone = await bureau.inject({
      method: 'DELETE',
      url: `/api/staff/sensitive-words/${added.json().id}`,
    });
    expect(gone.statusCode).toBe(404);
  });
});
