import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { axeViolations, baseURL, VIEWPORTS } from './browser.js';

/** The demo staff of api-contract.md, and their password. */
export const DEMO_STAFF_PASSWORD = 'Staff@2026';
export type DemoStaff = 'bureau' | 'rmyy-admin' | 'rmyy-doctor' | 'editor' | 'reviewer';

export const CONSOLE_VIEWPORTS = {
  desktop: VIEWPORTS.desktop,
  tablet: { width: 768, height: 1024 },
} as const;

export function staffUrl(path: string): string {
  return `${baseURL()}/staff${path}`;
}

function staffRow(username: string) {
  const db = new Database(inject('portalDb'), { readonly: true });
  try {
    return db
      .prepare(
        'SELECT id, hospital_id, totp_secret, totp_last_step FROM staff_account WHERE username = ?',
      )
      .get(username) as {
      id: string;
      hospital_id: string;
      totp_secret: string;
      totp_last_step: number;
    };
  } finally {
    db.close();
  }
}

/** The hospital the demo hospital administrator (rmyy-admin) runs. */
export function adminHospital(): string {
  return staffRow('rmyy-admin').hospital_id;
}

/**
 * A code the server will accept now for a demo account: the current step's, or the next one's
 * when the current step was used (one step either side is accepted), as `staff demo-code` does.
 * Waits for the next step when both are used.
 */
export async function demoStaffCode(username: DemoStaff): Promise<string> {
  for (;;) {
    const row = staffRow(username);
    const now = Date.now();
    const step = Math.floor(now / 30_000);
    const totp = new TOTP({
      secret: Secret.fromBase32(row.totp_secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    if (step > row.totp_last_step) return totp.generate({ timestamp: now });
    if (step + 1 > row.totp_last_step) return totp.generate({ timestamp: now + 30_000 });
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - now + 50));
  }
}

/** Signs in through the console's form: username, password and the authenticator's code. */
export async function signInThroughForm(page: Page, username: DemoStaff): Promise<void> {
  await page.goto(staffUrl('/sign-in'));
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(DEMO_STAFF_PASSWORD);
  await page.getByLabel('动态验证码').fill(await demoStaffCode(username));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByRole('button', { name: /退出登录/ }).waitFor();
}

/**
 * A console session for a journey about something else, written the way the server starts one
 * (a random token, stored hashed), so parallel journeys never compete for a code step.
 */
export async function staffContext(context: BrowserContext, username: DemoStaff): Promise<void> {
  const { id } = staffRow(username);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const db = new Database(inject('portalDb'));
  try {
    db.prepare(
      'INSERT INTO staff_session (id, token_hash, staff_id, created_at, last_seen_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, NULL)',
    ).run(
      randomBytes(16).toString('hex'),
      createHash('sha256').update(token).digest('hex'),
      id,
      now.toISOString(),
      now.toISOString(),
      new Date(now.getTime() + 8 * 3600_000).toISOString(),
    );
  } finally {
    db.close();
  }
  await context.addCookies([
    {
      name: 'staff_session',
      value: token,
      url: `${baseURL()}/api/staff`,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}

/**
 * A console page in a context of its own at a console size, signed in as `username` (the way
 * staffContext does) or, with null, signed out.
 */
export async function openConsole(
  browser: Browser,
  username: DemoStaff | null,
  size: { width: number; height: number } = CONSOLE_VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: size,
    locale: 'zh-CN',
    reducedMotion: 'reduce',
  });
  if (username) await staffContext(context, username);
  return { context, page: await context.newPage() };
}

/**
 * axe on a console page once antd has stopped loading: a table still fetching draws its
 * content at half opacity under a spinner, which axe rightly reports as low contrast.
 */
export async function consoleAxe(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-spin-blur'));
  return axeViolations(page);
}
