import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mainlandIdCheckChar } from '@portal/contract';
import { SITE_NAME, launch, newPage, screenshot, url } from './support/browser.js';
import { expectAccessiblePage } from './support/page-checks.js';
import { registerAccount } from './support/register.js';
import { DEMO, signInContext } from './support/session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page) => page.locator('main h1').first().textContent();

/** A well-formed mainland ID number nobody holds (random: journey files run two at once). */
function idNumber(): string {
  const first17 = `33010219850612${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return first17 + mainlandIdCheckChar(first17);
}

describe('我的积分', () => {
  it('shows the identity award after verifying, beside the day’s sign-in, with the rules', async () => {
    const account = await registerAccount();
    const { context, page } = await newPage(browser, 'desktop');
    await signInContext(context, { username: account.phone, password: account.password });

    await page.goto(url('/account/authentication'));
    await expect.poll(() => heading(page)).toBe('实名认证');
    await page.getByLabel('姓名', { exact: true }).fill('赵积分');
    await page.getByLabel('证件号码', { exact: true }).fill(idNumber());
    await page.getByLabel('手机号', { exact: true }).fill(account.phone);
    await page.getByRole('button', { name: '提交认证' }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain('重新认证');

    await page
      .getByRole('navigation', { name: '个人中心' })
      .getByRole('link', { name: '我的积分' })
      .click();
    await page.waitForURL('**/12320/account/points');
    await expect.poll(() => heading(page)).toBe('我的积分');
    await expect.poll(() => page.title()).toBe(`我的积分 - ${SITE_NAME}`);
    await expect.poll(() => page.locator('.points-balance').innerText()).toBe('当前积分 52 分');
    const entries = page.getByRole('list', { name: '积分明细' }).locator('> li');
    expect(await entries.allInnerTexts()).toEqual([
      expect.stringMatching(/完成实名认证[\s\S]*获得\s*\+50 分[\s\S]*余额 52/),
      expect.stringMatching(/每日首次登录[\s\S]*获得\s*\+2 分[\s\S]*余额 2/),
    ]);
    const rules = page.getByRole('region', { name: '怎样获得积分' });
    expect(await rules.innerText()).toContain('+50 分（仅限一次）');
    expect(await rules.innerText()).toContain('+5 分（每天一次）');
    // Evaluations and consultations are built, so both are promised.
    expect(await rules.innerText()).toContain('就诊后发表一条就医评价');
    expect(await rules.innerText()).toMatch(/向医生提交一条健康咨询\s*\+5 分（每次）/);
    await screenshot(page, 'points-after-verifying');
    await context.close();
  });

  it('asks a signed-out visitor to sign in first', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto(url('/account/points'));
    await page.waitForURL((u) => u.pathname === '/12320/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/points');
    await context.close();
  });
});

describe('accessibility of 我的积分 (axe, WCAG 2.2 AA)', () => {
  for (const elder of [false, true]) {
    it(`passes axe and the scripted checks in ${elder ? 'elder' : 'standard'} mode`, async () => {
      for (const viewport of ['desktop', 'phone'] as const) {
        const { context, page } = await newPage(browser, viewport, elder);
        await signInContext(context, DEMO.verified);
        await page.goto(url('/account/points'));
        await page.locator('.points-balance').waitFor();
        await expectAccessiblePage(page, 'points', { elder, viewport });
        // Every entry of the personal-centre menu is on screen: no sideways strip to find.
        const width = page.viewportSize()!.width;
        const edges = await page
          .getByRole('navigation', { name: '个人中心' })
          .getByRole('link')
          .evaluateAll((links) =>
            links.map((a) => {
              const box = a.getBoundingClientRect();
              return { text: a.textContent, left: box.left, right: box.right };
            }),
          );
        expect(edges.length).toBeGreaterThanOrEqual(9);
        for (const edge of edges) {
          expect(edge.left, edge.text ?? '').toBeGreaterThanOrEqual(0);
          expect(edge.right, edge.text ?? '').toBeLessThanOrEqual(width);
        }
        await context.close();
      }
    });
  }
});
