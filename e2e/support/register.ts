import { baseURL } from './browser.js';
import { smsCodeFromLog } from './sms.js';

let serial = 0;

/**
 * A new web account registered through the API with the code from the log, as a person would
 * on the register page; for journeys that need an account nobody else's journey touches.
 */
export async function registerAccount(): Promise<{ phone: string; password: string }> {
  serial += 1;
  const phone = `136${String(Date.now() + serial).slice(-8)}`;
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
  return { phone, password };
}
