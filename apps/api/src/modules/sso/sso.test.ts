import {
  API,
  mainlandIdCheckChar,
  maskPhone,
  type SsoAnswer,
  type SsoRecord,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_IDP_PEOPLE } from '../../seed/local-idp-people.js';
import { verifyPassword } from '../../lib/password.js';
import { sha256 } from '../../lib/tokens.js';
import { createTestUser, testIdNumber } from '../../test/accounts.js';
import { engines } from '../../test/engines.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { issueLocalIdpTicket, upsertLocalIdpPerson } from './local-idp.repository.js';
import { PHONE_TAKEN_MESSAGE } from './sso.service.js';

const WANG_FANG = LOCAL_IDP_PEOPLE[0]!;

let personSerial = 0;

describe.each(engines)('government single sign-on on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** Signs a person in at the local identity provider the way a browser does; the ticket. */
  const ticketFromLogin = async (personId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/gov-sso/login',
      payload: { person: personId, redirect: '/12320/home' },
    });
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/12320\/home\?ticketId=[A-Za-z0-9_-]{43}$/);
    return new URL(location, 'http://x').searchParams.get('ticketId')!;
  };

  const exchange = async (ticketId: string) => {
    const res = await t.app.inject({ method: 'GET', url: API.doPCSso, query: { ticketId } });
    expect(res.statusCode).toBe(200);
    return { body: res.json() as SsoAnswer, raw: res.body, res };
  };

  /** A new person at the local identity provider, with a fresh ID number and phone. */
  const newPerson = async (overrides: { idNo?: string; phone?: string } = {}) => {
    personSerial += 1;
    const person = {
      id: `zlb-test-${engine}-${personSerial}`,
      name: '测试政务用户',
      id_no: overrides.idNo ?? testIdNumber('19900101', false),
      phone: overrides.phone ?? `1370000${String(personSerial).padStart(4, '0')}`,
    };
    await upsertLocalIdpPerson(t.db, person);
    return person;
  };

  it('creates a verified account on the first arrival and reuses it afterwards', async () => {
    const first = await exchange(await ticketFromLogin(WANG_FANG.id));
    expect(first.body).toMatchObject({
      code: 0,
      data: {
        userno: maskPhone(WANG_FANG.phone),
        zlbid: WANG_FANG.id,
        zlbname: '王芳',
        zlbfirst: true,
      },
    });
    expect(first.res.headers['cache-control']).toBe('no-store');
    const firstToken = signedIn(first.body).userid;
    const session = await t.app.sessionFor(firstToken);
    expect(session).toMatchObject({ verified: true });

    const user = await t.db
      .selectFrom('app_user')
      .selectAll()
      .where('id', '=', session!.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ plat_from: 'gov', phone: WANG_FANG.phone, nickname: null });
    expect(user.username).toMatch(/^zlb_[0-9a-f]{12}$/);
    expect(await verifyPassword('!sso', user.password_hash)).toBe(false);
    const identity = await t.db
      .selectFrom('user_identity')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(identity).toMatchObject({
      id_type: '01',
      id_no: WANG_FANG.id_no,
      name: '王芳',
      sex: '女',
      birthday: '1985-06-12',
    });

    const second = await exchange(await ticketFromLogin(WANG_FANG.id));
    expect(second.body).toMatchObject({ code: 0, data: { zlbfirst: false, zlbid: WANG_FANG.id } });
    const secondToken = signedIn(second.body).userid;
    expect(secondToken).not.toBe(firstToken);
    expect((await t.app.sessionFor(secondToken))?.userId).toBe(user.id);
    const links = await t.db
      .selectFrom('gov_sso_link')
      .selectAll()
      .where('zlb_id', '=', WANG_FANG.id)
      .execute();
    expect(links).toHaveLength(1);
    expect(links[0]!.user_id).toBe(user.id);
  });

  it('never sends the full ID number or phone back', async () => {
    const { raw } = await exchange(await ticketFromLogin(LOCAL_IDP_PEOPLE[1]!.id));
    expect(raw).toContain('"code":0');
    for (const person of LOCAL_IDP_PEOPLE) {
      expect(raw).not.toContain(person.id_no);
      expect(raw).not.toContain(person.phone);
    }
  });

  it('accepts a ticket once only', async () => {
    const ticket = await ticketFromLogin(WANG_FANG.id);
    expect((await exchange(ticket)).body.code).toBe(0);
    expect((await exchange(ticket)).body).toEqual({
      code: 1,
      message: '登录票据无效或已过期，请重新登录',
    });
  });

  it('lets only one of two simultaneous exchanges of one ticket succeed', async () => {
    const ticket = await ticketFromLogin(WANG_FANG.id);
    const answers = await Promise.all([exchange(ticket), exchange(ticket)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 1]);
  });

  it('refuses an expired ticket and an unknown one', async () => {
    const ticket = await ticketFromLogin(WANG_FANG.id);
    await t.db
      .updateTable('local_idp_ticket')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('ticket_hash', '=', sha256(ticket))
      .execute();
    expect((await exchange(ticket)).body.code).toBe(1);
    expect((await exchange('no-such-ticket')).body.code).toBe(1);
  });

  it('refuses a missing ticket with a Chinese 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.doPCSso });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringMatching(/票据/),
    });
  });

  it('links a first arrival to the account already verified with the same ID number', async () => {
    const local = await createTestUser(t.db, { verified: true });
    const { id_no } = await t.db
      .selectFrom('user_identity')
      .select('id_no')
      .where('user_id', '=', local.userId)
      .executeTakeFirstOrThrow();
    const person = await newPerson({ idNo: id_no });

    const { body } = await exchange(await ticketFromLogin(person.id));
    expect(body).toMatchObject({
      code: 0,
      data: { zlbfirst: true, userno: maskPhone(local.phone) },
    });
    expect(await t.app.sessionFor(signedIn(body).userid)).toMatchObject({
      userId: local.userId,
      verified: true,
    });
    const accounts = await t.db
      .selectFrom('user_identity')
      .select('user_id')
      .where('id_no', '=', id_no)
      .execute();
    expect(accounts).toEqual([{ user_id: local.userId }]);
  });

  it('does not take over a phone that another account here already uses', async () => {
    const local = await createTestUser(t.db);
    const person = await newPerson({ phone: local.phone });

    const { body } = await exchange(await ticketFromLogin(person.id));
    expect(body).toEqual({ code: 3, message: PHONE_TAKEN_MESSAGE });
    const link = await t.db
      .selectFrom('gov_sso_link')
      .select('user_id')
      .where('zlb_id', '=', person.id)
      .executeTakeFirst();
    expect(link).toBeUndefined();
    const identity = await t.db
      .selectFrom('user_identity')
      .select('user_id')
      .where('id_no', '=', person.id_no)
      .executeTakeFirst();
    expect(identity).toBeUndefined();
  });

  it('refuses to link a verified account that is already linked to another portal person', async () => {
    const first = await newPerson();
    expect((await exchange(await ticketFromLogin(first.id))).body.code).toBe(0);
    const sameDocument = await newPerson({ idNo: first.id_no });
    const { body } = await exchange(await ticketFromLogin(sameDocument.id));
    expect(body).toMatchObject({ code: 4 });
  });

  it('creates one account when a person arrives twice at the same moment', async () => {
    const person = await newPerson();
    const tickets = await Promise.all([
      issueLocalIdpTicket(t.db, person.id),
      issueLocalIdpTicket(t.db, person.id),
    ]);
    const answers = await Promise.all(tickets.map((ticket) => exchange(ticket)));
    const sessions = [];
    for (const { body } of answers) {
      sessions.push(await t.app.sessionFor(signedIn(body).userid));
    }
    expect(answers.map((a) => signedIn(a.body).zlbfirst).sort()).toEqual([false, true]);
    expect(sessions[0]!.userId).toBe(sessions[1]!.userId);
    const accounts = await t.db
      .selectFrom('app_user')
      .select('id')
      .where('phone', '=', person.phone)
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it('accepts a lower-case check character and stores it upper-case', async () => {
    const idNo = idEndingInX();
    const person = await newPerson({ idNo: idNo.toLowerCase() });
    expect((await exchange(await ticketFromLogin(person.id))).body.code).toBe(0);
    const stored = await t.db
      .selectFrom('user_identity')
      .select('id_no')
      .where('id_no', '=', idNo)
      .executeTakeFirst();
    expect(stored).toEqual({ id_no: idNo });
  });
});

function signedIn(answer: SsoAnswer): SsoRecord {
  if (!('data' in answer)) throw new Error(`expected a session, got ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A valid mainland ID number whose check character is X. */
function idEndingInX(): string {
  for (let seq = 100; seq < 1000; seq++) {
    const first17 = `33010219930303${seq}`;
    if (mainlandIdCheckChar(first17) === 'X') return `${first17}X`;
  }
  throw new Error('no ID number with check character X in range');
}
