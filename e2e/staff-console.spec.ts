import { Secret, TOTP } from 'otpauth';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, screenshot } from './support/browser.js';
import {
  CONSOLE_VIEWPORTS,
  consoleAxe,
  DEMO_STAFF_PASSWORD,
  signInThroughForm,
  staffContext,
  staffUrl,
  type DemoStaff,
  openConsole,
} from './support/staff.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function consolePage(viewport: keyof typeof CONSOLE_VIEWPORTS) {
  return openConsole(browser, null, CONSOLE_VIEWPORTS[viewport]);
}

/** What each role's menu must show, and a group it must not. */
const ROLES: { username: DemoStaff; shows: string; hides: string }[] = [
  { username: 'bureau', shows: '卫健局管理', hides: '医生工作台' },
  { username: 'rmyy-admin', shows: '医院管理', hides: '卫健局管理' },
  { username: 'rmyy-doctor', shows: '医生工作台', hides: '医院管理' },
  { username: 'editor', shows: '内容管理', hides: '卫健局管理' },
  { username: 'reviewer', shows: '内容管理', hides: '医院管理' },
];

describe('the staff console', () => {
  // One test per role: five sign-ins in one test could pass its minute on a busy machine.
  it.each(ROLES)(
    'signs $username in with password and code and shows only what the role may do',
    async (role) => {
      const { context, page } = await consolePage('desktop');
      await signInThroughForm(page, role.username);
      const menu = page.getByRole('navigation', { name: '工作台菜单' });
      await expect.poll(() => menu.getByText(role.shows, { exact: true }).count()).toBe(1);
      expect(await menu.getByText(role.hides, { exact: true }).count()).toBe(0);
      expect(await consoleAxe(page)).toEqual([]);
      await screenshot(page, `staff-home-${role.username}-1280`);
      await context.close();
    },
  );

  it('refuses a wrong code with one message and keeps the console closed', async () => {
    const { context, page } = await consolePage('tablet');
    await page.goto(staffUrl('/sign-in'));
    await page.getByLabel('用户名').fill('bureau');
    await page.getByLabel('密码').fill(DEMO_STAFF_PASSWORD);
    await page.getByLabel('动态验证码').fill('000000');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('用户名、密码或验证码错误');
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-sign-in-768');
    await page.goto(staffUrl('/'));
    await page.waitForURL('**/staff/sign-in?redirect=*');
    await context.close();
  });

  it('opens at 768 px with the menu folded away and every home page passes axe', async () => {
    const { context, page } = await consolePage('tablet');
    await staffContext(context, 'rmyy-admin');
    await page.goto(staffUrl('/'));
    await page.getByRole('button', { name: /退出登录/ }).waitFor();
    expect(await page.getByRole('navigation', { name: '工作台菜单' }).isVisible()).toBe(false);
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-home-rmyy-admin-768');
    await context.close();
  });

  it('enrols a new colleague from the link: QR, password, first code, recovery codes once', async () => {
    const bureau = await consolePage('desktop');
    await staffContext(bureau.context, 'bureau');
    await bureau.page.goto(staffUrl('/'));
    await bureau.page.getByRole('button', { name: /退出登录/ }).waitFor();
    const username = `e2e-${Date.now() % 1e6}`;
    const link = await bureau.page.evaluate(async (name) => {
      const me = (await (await fetch('/api/staff/me')).json()) as { csrfToken: string };
      const res = await fetch('/api/staff/accounts', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrfToken },
        body: JSON.stringify({ username: name, name: '新同事', role: 'editor' }),
      });
      return ((await res.json()) as { enrolmentPath: string }).enrolmentPath;
    }, username);
    await bureau.context.close();

    const { context, page } = await consolePage('desktop');
    await page.goto(`${baseURL()}${link}`);
    await page.getByRole('img', { name: '动态验证码的二维码' }).waitFor();
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-enrol-1280');
    const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent())!.trim();
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    await page.getByLabel('密码', { exact: true }).fill('NewColleague2026');
    await page.getByLabel('再次输入密码').fill('NewColleague2026');
    await page.getByLabel('动态验证码').fill(totp.generate());
    await page.getByRole('button', { name: /完成开通/ }).click();
    await page.getByText('账号已开通').waitFor();
    await screenshot(page, 'staff-enrol-done-1280');
    const codes = await page
      .locator('code')
      .filter({ hasText: /^[a-z0-9]{5}-[a-z0-9]{5}$/ })
      .allTextContents();
    expect(codes).toHaveLength(10);
    expect(await consoleAxe(page)).toEqual([]);
    // A recovery code signs in once.
    await page.goto(staffUrl('/sign-in'));
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码').fill('NewColleague2026');
    await page.getByLabel('动态验证码').fill(codes[0]!);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByRole('button', { name: /退出登录/ }).waitFor();
    await page.getByRole('button', { name: /退出登录/ }).click();
    await page.waitForURL('**/staff/sign-in');
    await context.close();
  });
});
