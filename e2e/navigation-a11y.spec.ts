import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, newPage, screenshot, url } from './support/browser.js';
import { DEMO } from './support/session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Holds the API calls whose path matches until `release()`, so a journey can look at the page
 * in the moment a slow network would show: navigation under way, lists still loading.
 */
async function hold(page: Page, path: RegExp) {
  const waiting: (() => void)[] = [];
  let held = true;
  let seen = 0;
  await page.route(
    (u) => path.test(u.pathname),
    async (route) => {
      seen += 1;
      if (held) await new Promise<void>((resume) => waiting.push(resume));
      await route.continue();
    },
  );
  return {
    seen: () => seen,
    release: () => {
      held = false;
      waiting.splice(0).forEach((resume) => resume());
    },
  };
}

describe('accessibility while a page is still arriving (axe, WCAG 2.2 AA)', () => {
  it('signing in and landing on 实名认证: passes axe mid-navigation and while the list loads', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/login?redirect=/account/authentication'));
    await page.getByLabel('用户名/手机号').fill(DEMO.verified.username);
    await page.getByLabel('密码', { exact: true }).fill(DEMO.verified.password);

    // The route guard's access check holds the navigation; the family list holds the page.
    const access = await hold(page, /\/api\/chk_webaction$/);
    const family = await hold(page, /\/api\/family$/);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => access.seen()).toBeGreaterThan(0);
    const bar = page.locator('#nprogress .bar');
    await bar.waitFor({ state: 'attached' });
    expect(await bar.getAttribute('role')).toBeNull();
    expect(await bar.getAttribute('aria-hidden')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    access.release();
    await page.waitForURL('**/12320/account/authentication');
    await expect.poll(() => family.seen()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: '就诊人' }).count()).toBe(1);
    // Until the list is there, no greyed-out add button is on offer.
    expect(await page.getByRole('button', { name: '添加就诊人' }).count()).toBe(0);
    await screenshot(page, 'authentication-loading');
    expect(await axeViolations(page)).toEqual([]);

    family.release();
    const add = page.getByRole('button', { name: '添加就诊人' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
