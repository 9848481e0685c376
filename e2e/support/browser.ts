import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/portal-process.js';

export const SITE_NAME = '青禾县 12320 健康服务平台';
const SHOTS = fileURLToPath(new URL('../../.artifacts/screenshots', import.meta.url));

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 812 },
} as const;

/** The China calendar day `days` from today (negative: before), as YYYY-MM-DD. */
export function chinaDay(days = 0): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export function baseURL(): string {
  return inject('baseURL');
}

export function url(path: string): string {
  return `${baseURL()}/12320${path}`;
}

/**
 * Debian's Chromium with the flags this closed network needs (no background connections).
 * Its contexts block service workers unless a journey asks for them (`serviceWorkers: 'allow'`):
 * a worker installing in every context would download its precache beside each journey, and
 * what a worker answers never reaches `page.route`, which journeys use to hold back or count
 * scripts. The journeys of the installable app and the offline card allow it.
 */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}

export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  elder = false,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: 'zh-CN',
    serviceWorkers,
  });
  if (elder) {
    await context.addCookies([{ name: 'elder_mode', value: '1', url: baseURL() }]);
  }
  const page = await context.newPage();
  return { context, page };
}

/**
 * Public pages arrive server-rendered: their links and search work at once, their other buttons
 * once the scripts have hydrated them. A journey that presses one first waits for that.
 */
export async function scriptsRunning(page: Page): Promise<void> {
  // React marks the elements it made or hydrated; main.tsx takes the server's mark off #root
  // once hydration is done (React marks elements while it works, before it is).
  await page.waitForFunction(() => {
    const first = document.querySelector('#root:not([data-server-rendered]) > *');
    return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Screenshots are for people to look at (.artifacts/screenshots); nothing asserts on pixels. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // Finished transitions: a button caught half-way between disabled and enabled misleads.
  await page.screenshot({
    path: join(SHOTS, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/**
 * axe with WCAG 2.2 AA rules. Legacy mode runs axe.run in the page itself: the default mode
 * also opens a blank page per scan to merge per-frame results, which made each scan take
 * about twice as long (bench: 3.2–5.5 s against 1.5–3.3 s on the same pages, the same
 * results). Our pages have no cross-origin frames, the one thing legacy mode does not scan.
 */
export async function axeViolations(page: Page) {
  // From the top, as the page rests: scrolled, the sticky header (which returns on scrolling up)
  // lies over whatever is under it, and axe's target-size counts those controls as obscured
  // (a 加入候补 under it once; a service's toggle on /public_health at 375 after the header's
  // hide-on-scroll made it sticky on phones too).
  await page.evaluate(() => window.scrollTo(0, 0));
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}
