import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openDialogs, smallestVisibleFontSize, targetsSmallerThan } from './a11y-checks.js';
import { axeViolations, screenshot } from './browser.js';

/**
 * What every page must pass as it rests (elder-and-a11y.md): one h1, no dialog opened on load,
 * no text below 12 px (18 px in elder mode), no target below 24 px (44 px in elder mode), no
 * sideways scrolling, and no axe (WCAG 2.2 AA) violation. Takes the screenshot people look at
 * first, named `<name>-<mode>-<viewport>`.
 */
export async function expectAccessiblePage(
  page: Page,
  name: string,
  { elder, viewport }: { elder: boolean; viewport: 'desktop' | 'phone' },
): Promise<void> {
  // Scanned as the page rests, not under the pointer that just clicked.
  await page.mouse.move(0, 0);
  await expect.poll(() => page.locator('[aria-label="正在加载"]').count()).toBe(0);
  await screenshot(page, `${name}-${elder ? 'elder' : 'standard'}-${viewport}`);
  expect(await page.locator('main h1').count()).toBe(1);
  expect(await openDialogs(page)).toBe(0);
  const smallest = await smallestVisibleFontSize(page);
  expect(smallest.size, smallest.text).toBeGreaterThanOrEqual(elder ? 18 : 12);
  expect(await targetsSmallerThan(page, elder ? 44 : 24)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  expect(await axeViolations(page)).toEqual([]);
}
