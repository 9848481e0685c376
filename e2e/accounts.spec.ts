import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessiblePage } from './support/page-checks.js';
import { baseURL, launch, newPage, screenshot, url } from './support/browser.js';
import { DEMO, signInContext } from './support/session.js';
import { smsCodeFromLog } from './support/sms.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** A fresh mobile number per run, so the journeys never meet an earlier registration. */
function newPhone(): string {
  return `137${String(Date.now()).slice(-8)}`;
}

async function heading(page: Page): Promise<string | null> {
  return page.locator('h1').first().textContent();
}

describe('accounts', () => {
  it('registers with the code from the log, goes on to 实名认证, signs out after confirming, signs in again and lands on the redirect', async () => {
    const { context, page } = await newPage(browser);
    const phone = newPhone();
    const password = 'Journey#2026';

    await page.goto(url('/accountRegister'));
    await expect.poll(() => heading(page)).toBe('注册');
    await page.getByLabel('手机号', { exact: true }).fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('验证码', { exact: true }).fill(await smsCodeFromLog(phone));
    await page.getByLabel('密码', { exact: true }).fill(password);
    await page.getByLabel('确认密码', { exact: true }).fill(password);
    await page.getByRole('button', { name: '注册', exact: true }).click();

    // Registered means signed in, and most of what a citizen came for needs 实名认证 next:
    // the form opens with the phone just confirmed filled in. The top bar shows the masked
    // number instead of 登录/注册.
    await page.waitForURL('**/12320/account/authentication');
    await expect.poll(() => heading(page)).toBe('实名认证');
    await expect.poll(() => page.getByLabel('手机号', { exact: true }).inputValue()).toBe(phone);
    const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
    const userMenu = page.getByRole('button', { name: /用户菜单/ });
    await expect.poll(() => userMenu.textContent()).toContain(masked);
    expect(await page.getByRole('link', { name: '登录', exact: true }).count()).toBe(0);

    await userMenu.click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const confirm = page.getByRole('dialog');
    await expect.poll(() => confirm.textContent()).toContain('确定要退出登录吗');
    await confirm.getByRole('button', { name: '退出' }).click();
    await page.waitForURL('**/12320/login');
    expect(await page.evaluate(() => sessionStorage.getItem('QHJK_token'))).toBe('""');

    // A signed-out visit to a personal page goes to sign-in and back after it.
    await page.goto(url('/account/settings'));
    await page.waitForURL((u) => u.pathname === '/12320/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/settings');
    await page.getByLabel('用户名/手机号').fill(phone);
    await page.getByLabel('密码', { exact: true }).fill(password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL('**/12320/account/settings');
    await expect.poll(() => heading(page)).toBe('个人设置');
    await screenshot(page, 'account-settings-after-sign-in');
    await context.close();
  });

  it('signs in from the header and comes back to the page it was opened on', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/hospital/list?page=2'));
    await page.locator('header').getByRole('link', { name: '登录', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/12320/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/hospital/list?page=2');
    await page.getByLabel('用户名/手机号').fill(DEMO.verified.username);
    await page.getByLabel('密码', { exact: true }).fill(DEMO.verified.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/12320/hospital/list' && u.search === '?page=2');
    await expect.poll(() => page.getByRole('button', { name: /用户菜单/ }).count()).toBe(1);
    await context.close();
  });

  it('answers a wrong password with the same message as an unknown user', async () => {
    const { context, page } = await newPage(browser);
    const messages: string[] = [];
    for (const username of [DEMO.verified.username, 'nobody_here']) {
      await page.goto(url('/login'));
      await page.getByLabel('用户名/手机号').fill(username);
      await page.getByLabel('密码', { exact: true }).fill('Wrong#pass1');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      const alert = page.getByRole('alert');
      await alert.first().waitFor();
      messages.push((await alert.first().textContent()) ?? '');
    }
    expect(messages[0]).toContain('用户名或密码错误');
    expect(messages[1]).toBe(messages[0]);
    await context.close();
  });

  it('arrives from the government portal signed in, with the government menu and no footer', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL()}/gov-sso/`);
    await page.getByLabel(/王芳/).check();
    await page.getByRole('button', { name: /登录并返回/ }).click();
    // The guard exchanges the ticket, then takes it out of the address.
    await page.waitForURL((u) => u.pathname === '/12320/home' && !u.search.includes('ticketId'));
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect.poll(() => nav.getByRole('link', { name: '个人中心' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: '医院介绍' }).count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: /用户菜单/ }).count()).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('QHJK_gov'))).toBe('true');
    await screenshot(page, 'gov-arrival');
    await context.close();
  });
});

describe('accessibility of the account pages (axe, WCAG 2.2 AA)', () => {
  const cases = [
    { name: 'login', path: '/login', heading: '登录' },
    { name: 'register', path: '/accountRegister', heading: '注册' },
    { name: 'forget', path: '/forget', heading: '找回密码' },
    { name: 'unbind', path: '/unbind', heading: '解除设备绑定' },
    {
      name: 'authentication-verified',
      path: '/account/authentication',
      heading: '实名认证',
      as: DEMO.verified,
    },
    {
      name: 'authentication-form',
      path: '/account/authentication',
      heading: '实名认证',
      as: DEMO.unverified,
    },
    { name: 'settings', path: '/account/settings', heading: '个人设置', as: DEMO.verified },
  ];
  for (const elder of [false, true]) {
    for (const c of cases) {
      it(`${c.name} in ${elder ? 'elder' : 'standard'} mode passes axe and the scripted checks`, async () => {
        for (const viewport of ['desktop', 'phone'] as const) {
          const { context, page } = await newPage(browser, viewport, elder);
          if (c.as) await signInContext(context, c.as);
          await page.goto(url(c.path));
          await expect.poll(() => heading(page)).toBe(c.heading);
          await expectAccessiblePage(page, c.name, { elder, viewport });
          // One control size on a page (issue 26: settings had two, smaller than every other
          // page; text buttons drawn as links aside), and nothing drawn disabled where it only
          // shows a fact (a pale 性别 radio).
          const heights = await page
            .locator(
              'main :is(input:not([type=radio], [type=checkbox], [type=file]), select, button:not([role=switch], .btn--text))',
            )
            .evaluateAll((els) =>
              els
                .filter((el) => el.getBoundingClientRect().width > 0)
                .map((el) => Math.round(el.getBoundingClientRect().height)),
            );
          expect(new Set(heights), c.name).toEqual(new Set([elder ? 60 : 40]));
          expect(await page.locator('main :disabled').count()).toBe(0);
          await context.close();
        }
      });
    }
  }
});
