import type { BrowserContext } from 'playwright-core';
import { baseURL } from './browser.js';

/** The seeded demo accounts (README). */
export const DEMO = {
  verified: { username: 'zhangsan', password: 'Demo@2026' },
  unverified: { username: 'lisi', password: 'Demo@2026' },
} as const;

/**
 * Signs in through the API and hands the session to the page the way the app keeps it
 * (sessionStorage under the product prefix), so journeys about other pages skip the form.
 */
export async function signInContext(
  context: BrowserContext,
  account: { username: string; password: string },
): Promise<void> {
  const res = await fetch(`${baseURL()}/api/chk_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(account).toString(),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  await context.addInitScript(
    ([t, u]) => {
      sessionStorage.setItem('QHJK_token', JSON.stringify(t));
      sessionStorage.setItem('QHJK_userInfo', JSON.stringify(u));
    },
    [token, user] as const,
  );
}
