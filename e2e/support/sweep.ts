import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mainlandIdCheckChar } from '@portal/contract';
import { baseURL, launch, scriptsRunning, url } from './browser.js';
import { expectSoundLayout, stickyHeaderTooTall } from './layout-checks.js';
import { verifiedCitizen } from './register.js';
import { signInContext } from './session.js';
import { demoIds, type DemoIds, type SweepRoute } from './routes.js';
import { differsFromBaseline } from './visual.js';

/**
 * The route sweep (issue 26): every route in both modes at 1280, 375 and 320 px, each variant
 * checked as it rests (layout checks, sticky header, sideways scrolling), and at 1280 and 375
 * compared with its baseline screenshot. A route's failures are collected over all its
 * variants and reported together, so one run shows everything.
 */

const WIDTHS = [
  { width: 1280, height: 900, baseline: true },
  { width: 375, height: 812, baseline: true },
  { width: 320, height: 640, baseline: false },
] as const;
const MODES = [
  { mode: 'standard', elder: false },
  { mode: 'elder', elder: true },
] as const;

/**
 * The sweep's own account, the same in every run: its pages show its name, ID number and phone
 * (masked), so none of them is random. Registered once per run, on the run's fresh portal.
 */
const CITIZEN = {
  name: '林晓梅',
  idNo: (() => {
    const first17 = '11010119580312003';
    return first17 + mainlandIdCheckChar(first17);
  })(),
  phone: '13900012320',
};
/** On every page: the footer's QR codes (pictures of addresses, not layout). */
const COMMON_MASK = ['.site-footer-qr img'];

/** In-flight requests per page, so a shot waits for the last list to arrive. */
function trackRequests(page: Page): () => Promise<void> {
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', () => open--);
  return async () => {
    // Quiet twice over two frames: a response often starts the next request at once.
    for (let quiet = 0; quiet < 2;) {
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
      quiet = open <= 0 ? quiet + 1 : 0;
    }
  };
}

interface Variant {
  label: string;
  width: (typeof WIDTHS)[number];
  elder: boolean;
}

const VARIANTS: Variant[] = MODES.flatMap(({ mode, elder }) =>
  WIDTHS.map((width) => ({ label: `${mode}-${width.width}`, width, elder })),
);

/** The baselines the sweep compares these routes with (file names without `.png`). */
export function baselineNames(routes: SweepRoute[]): string[] {
  const shot = VARIANTS.filter((v) => v.width.baseline);
  return routes.flatMap((route) => shot.map((v) => `${route.name}-${v.label}`));
}

/** Everything wrong with one route in one variant, in words. */
async function checkVariant(
  page: Page,
  settled: () => Promise<void>,
  route: SweepRoute,
  ids: DemoIds,
  variant: Variant,
): Promise<string[]> {
  const problems: string[] = [];
  const note = (what: string) => problems.push(`${route.name} ${variant.label}：${what}`);
  await page.goto(url(route.path(ids)));
  const heading = typeof route.heading === 'function' ? route.heading(ids) : route.heading;
  try {
    await page.waitForFunction(
      ([text, signedIn]) => {
        const h1 = document.querySelector('main h1');
        const loading = document.querySelector('[aria-label="正在加载"]');
        // The top bar's account menu comes a moment after the page on signed-in pages.
        const menu = !signedIn || document.querySelector('.user-menu-trigger');
        return !!h1 && !loading && !!menu && !!h1.textContent?.includes(text);
      },
      [heading, !!route.signedIn] as const,
      { timeout: 15_000 },
    );
  } catch {
    const shown = await page.locator('main h1').allTextContents();
    note(`15 秒内未加载完（标题应含 ${heading}，页面标题 ${JSON.stringify(shown)}）`);
    return problems;
  }
  // A page the server rendered is replaced by the browser's render: check that one.
  await scriptsRunning(page);
  await settled();
  if (
    (await page.evaluate(() => document.documentElement.classList.contains('elderMode'))) !==
    variant.elder
  ) {
    note('长辈版开关与 cookie 不符');
  }
  try {
    await expectSoundLayout(page);
  } catch (error) {
    // The assertion's own message shortens its list: name every item.
    const { message, actual } = error as { message: string; actual?: unknown };
    const check = message.split(':')[0]!;
    note(Array.isArray(actual) ? `${check}：${actual.join('；')}` : message.split('\n')[0]!);
  }
  for (const header of await stickyHeaderTooTall(page)) note(`吸顶页头过高：${header}`);
  const sideways = await page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const out = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.offsetParent)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return `页面宽 ${document.documentElement.scrollWidth} px，视口 ${width} px（超出：${out.join('，')}）`;
  });
  if (sideways) note(`可左右滚动：${sideways}`);
  if (variant.width.baseline) {
    const mask = [...COMMON_MASK, ...(route.mask ?? [])];
    const diff = await differsFromBaseline(page, `${route.name}-${variant.label}`, {
      mask,
      hide: route.hide,
      until: route.until,
    });
    if (diff) problems.push(diff);
  }
  return problems;
}

/** One test per route, each covering all six variants; `signedIn` routes as a new citizen. */
export function sweep(title: string, routes: SweepRoute[]): void {
  let browser: Browser;
  let ids: DemoIds;
  const pages = new Map<string, { page: Page; settled: () => Promise<void> }>();
  const contexts: BrowserContext[] = [];
  let citizen: { username: string; password: string } | undefined;

  /** One tab per variant and sign-in, reused from route to route. */
  async function tab(variant: Variant, signedIn: boolean) {
    const key = `${variant.label}-${signedIn}`;
    const open = pages.get(key);
    if (open) return open;
    const context = await browser.newContext({
      viewport: { width: variant.width.width, height: variant.width.height },
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      reducedMotion: 'reduce',
    });
    contexts.push(context);
    if (variant.elder) {
      await context.addCookies([{ name: 'elder_mode', value: '1', url: baseURL() }]);
    }
    if (signedIn) {
      // Registered in the first test that signs in: the SMS code is polled for, in a test.
      citizen ??= await verifiedCitizen(CITIZEN.name, CITIZEN.idNo, CITIZEN.phone);
      await signInContext(context, citizen);
    }
    const page = await context.newPage();
    const made = { page, settled: trackRequests(page) };
    pages.set(key, made);
    return made;
  }

  beforeAll(async () => {
    browser = await launch();
    ids = await demoIds();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  describe(title, () => {
    for (const route of routes) {
      it(`${route.name}: layout in both modes at 1280, 375 and 320 px, screenshots as the baselines`, async () => {
        const problems: string[] = [];
        for (const variant of VARIANTS) {
          const { page, settled } = await tab(variant, !!route.signedIn);
          problems.push(...(await checkVariant(page, settled, route, ids, variant)));
        }
        expect(problems).toEqual([]);
      }, 120_000);
    }
  });
}
