import { randomInt } from 'node:crypto';
import { baseURL } from './browser.js';
import { smsCodeFromLog } from './sms.js';

/**
 * A new web account registered through the API with the code from the log, as a person would
 * on the register page; for journeys that write to an account (journeys only read the demo ones).
 */
export async function registerAccount(): Promise<{
  phone: string;
  username: string;
  password: string;
}> {
  // Random, not from the clock: journey files run two at once.
  const phone = `136${String(randomInt(0, 1e8)).padStart(8, '0')}`;
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
