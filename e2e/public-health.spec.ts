import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, screenshot, url } from './support/browser.js';
import { expectSoundLayout } from './support/layout-checks.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

// The page's whole height as it arrives, notices and services folded, a regression guard. On
// 27 Nov 2026 the table's fix and the folded notices took elder mode at 375 px from 9,043 px to
// 7,815 (about 18,000 before the services were folded), standard at 1280 from 4,133 to 3,949.
const MODES = [
  { elder: false, viewport: 'desktop', tallest: 4400 },
  { elder: true, viewport: 'desktop', tallest: 5600 },
  { elder: false, viewport: 'phone', tallest: 6100 },
  { elder: true, viewport: 'phone', tallest: 8600 },
] as const;

describe('public health: the immunisation table and a short page (issue 26, defect 5)', () => {
  it.each(MODES)(
    'the table scrolls by keyboard with a cue and its vaccine column in place (elder $elder, $viewport)',
    async ({ elder, viewport, tallest }) => {
      const { context, page } = await newPage(browser, viewport, elder);
      await page.goto(url('/public_health'));
      const table = page.getByRole('region', { name: /国家免疫规划疫苗儿童免疫程序/ });
      await table.locator('tbody tr').first().waitFor();
      await page.locator('.ph-service').first().waitFor();
      // Notices arrive folded to their titles, like the services.
      await page.locator('.ph-notices details').first().waitFor();
      expect(await page.locator('.ph-notices details[open]').count()).toBe(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(`/public_health ${elder ? 'elder' : 'standard'} ${viewport}: ${height} px`);
      expect(height).toBeLessThan(tallest);

      // Too wide for every one of these screens: a line says so and the region names it.
      await expect.poll(() => page.getByText(/左右滑动查看更多月龄/).isVisible()).toBe(true);
      const hint = await table.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${hint}"]`).innerText()).toMatch(/左右滑动查看更多月龄/);
      await expectSoundLayout(page);

      // HPV's two doses lie in the last column: its row says so in words where the name is.
      const hpv = table.getByRole('rowheader', { name: /HPV/ });
      expect(await hpv.innerText()).toContain('共 2 剂：13 岁（2 剂）');
      await screenshot(page, `public-health-table-${elder ? 'elder' : 'standard'}-${viewport}`);

      // A keyboard scrolls it to the last age; the vaccine column stays at the left edge.
      await table.focus();
      for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      const edge = await table.evaluate((el) => el.getBoundingClientRect().left + el.clientLeft);
      expect((await hpv.boundingBox())!.x).toBeCloseTo(edge, 0);
      const lastAge = table.getByRole('columnheader', { name: '13 岁' });
      const region = (await table.boundingBox())!;
      // Arrow keys scroll smoothly: the last press's scrolling may still be under way.
      await expect
        .poll(async () => {
          const last = (await lastAge.boundingBox())!;
          return last.x + last.width;
        })
        .toBeLessThanOrEqual(region.x + region.width + 1);
      await screenshot(
        page,
        `public-health-table-scrolled-${elder ? 'elder' : 'standard'}-${viewport}`,
      );
      await context.close();
    },
  );

  it('opens the notice the home page links', async () => {
    const { context, page } = await newPage(browser, 'phone', true);
    await page.goto(url('/public_health#notice-12320-fuwu-shijian'));
    const notice = page.locator('#notice-12320-fuwu-shijian details');
    await expect.poll(() => notice.getAttribute('open')).toBe('');
    expect(await notice.getByText('拨打 12320').isVisible()).toBe(true);
    await context.close();
  });
});
