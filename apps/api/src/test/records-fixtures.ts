import { API, type FamilyMember } from '@portal/contract';
import { personKeyOf } from '../modules/identity/people.service.js';
import { rememberPhone } from '../modules/identity/record-access.repository.js';
import { createTestUser, lastSmsCode, testIdNumber, type TestUser } from './accounts.js';
import type { TestApp } from './test-app.js';

/** A signed-in, verified account and the ID number it was verified with. */
export async function verifiedUser(t: TestApp): Promise<TestUser & { idNo: string }> {
  const user = await createTestUser(t.db, { verified: true });
  const { id_no } = await t.db
    .selectFrom('user_identity')
    .select('id_no')
    .where('user_id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return { ...user, idNo: id_no };
}

/** Adds a verified family member (父母, born 1950) through the API. */
export async function addMember(
  t: TestApp,
  user: TestUser,
): Promise<{ id: string; idNo: string; name: string; phone: string }> {
  const idNo = testIdNumber('19500101');
  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: API.family,
    query: { user: user.token },
    payload: { name: '王老伯', type: '01', idno: idNo, phone, relation: '父母' },
  });
  if (res.statusCode !== 200) throw new Error(`add member: ${res.statusCode} ${res.body}`);
  return { id: res.json<FamilyMember>().id, idNo, name: '王老伯', phone };
}

export async function removeMember(t: TestApp, user: TestUser, id: string): Promise<void> {
  const res = await t.app.inject({
    method: 'DELETE',
    url: API.familyMember.replace(':id', id),
    query: { user: user.token },
  });
  if (res.statusCode !== 200) throw new Error(`remove member: ${res.statusCode} ${res.body}`);
}

/** What a hospital's system sends to a feed, with its key. */
export function feed(t: TestApp, key: string, url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${key}` },
    payload: payload as Record<string, unknown>,
  });
}

/**
 * The member consents to the account reading their records, through the real flow: a phone on
 * file for them (as a hospital's feed leaves it), a code sent there, the code typed.
 */
export async function consentMember(
  t: TestApp,
  user: TestUser,
  member: { id: string; idNo: string },
  phoneOnFile = `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
): Promise<string> {
  const hospital = await t.db.selectFrom('hospital').select('id').executeTakeFirstOrThrow();
  await rememberPhone(t.db, {
    person_key: personKeyOf('01', member.idNo),
    source: 'card',
    hospital_id: hospital.id,
    phone: phoneOnFile,
    updated_at: new Date().toISOString(),
  });
  const sent = await t.app.inject({
    method: 'POST',
    url: API.familyConsentCode.replace(':id', member.id),
    query: { user: user.token },
  });
  if (sent.statusCode !== 200) throw new Error(`consent code: ${sent.statusCode} ${sent.body}`);
  const code = lastSmsCode(t.app, phoneOnFile, 'consent');
  const res = await t.app.inject({
    method: 'POST',
    url: API.familyConsent.replace(':id', member.id),
    query: { user: user.token },
    payload: { code },
  });
  if (res.statusCode !== 200) throw new Error(`consent: ${res.statusCode} ${res.body}`);
  return phoneOnFile;
}
