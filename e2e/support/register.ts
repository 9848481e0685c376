import { randomInt } from 'node:crypto';
import { mainlandIdCheckChar } from '@portal/contract';
import { baseURL } from './browser.js';
import { smsCodeFromLog } from './sms.js';

/**
 * A new web account registered through the API with the code from the log, as a person would
 * on the register page; for journeys that write to an account (journeys only read the demo ones).
 */
export async function registerAccount(
  // Random, not from the clock: journey files run two at once. A fixed one for pages compared
  // with screenshots, which show it.
  phone = `136${String(randomInt(0, 1e8)).padStart(8, '0')}`,
): Promise<{
  phone: string;
  username: string;
  password: string;
}> {
  const password = 'Journey#2026';
  const post = (path: string, body: Record<string, string>) =>
    fetch(`${baseURL()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
  const sent = await post('/api/auth/sms-code', { phone, purpose: 'register' });
  if (!sent.ok) throw new Error(`sms code: ${sent.status} ${await sent.text()}`);
  const code = await smsCodeFromLog(phone);
  const done = await post('/api/auth/register', { phone, password, code });
  if (!done.ok) throw new Error(`register: ${done.status} ${await done.text()}`);
  return { phone, username: phone, password };
}

/** A valid mainland ID number of a person born 1960–1999, unlikely to repeat between runs. */
function randomIdNumber(): string {
  const first17 = `330102${1960 + randomInt(0, 40)}0312${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return first17 + mainlandIdCheckChar(first17);
}

/** A new account verified through the API (journeys leave the demo accounts' bookings alone). */
export async function verifiedCitizen(name = '孙停诊', idNo = randomIdNumber(), phone?: string) {
  const account = await registerAccount(phone);
  const login = await fetch(`${baseURL()}/api/chk_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: account.phone, password: account.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const verify = await fetch(`${baseURL()}/api/zlb.do_identity.html?user=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name,
      type: '01',
      idno: idNo,
      phone: account.phone,
    }),
  });
  if (!verify.ok) throw new Error(`verify: ${verify.status} ${await verify.text()}`);
  return { ...account, token };
}
