import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ELDER_MODE_CLASS } from '@portal/contract';
import {
  SITE_NAME,
  VIEWPORTS,
  baseURL,
  launch,
  screenshot,
  scriptsRunning,
  url,
} from './support/browser.js';
import {
  holdScripts,
  openHydrated,
  renderedTree,
  servePlainDocument,
} from './support/rendered-tree.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** The page around the home content (header, hero, service entries, footer). */
const SHELL = ['header.site-header', 'section.home-hero', '.home-entries', 'footer'];
const shell = (page: Page) => renderedTree(page, SHELL);

async function open(
  viewport: keyof typeof VIEWPORTS,
  elder: boolean,
  javaScriptEnabled: boolean,
  before?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: 'zh-CN',
    javaScriptEnabled,
  });
  if (elder) await context.addCookies([{ name: 'elder_mode', value: '1', url: baseURL() }]);
  const page = await context.newPage();
  await before?.(page);
  await page.goto(url('/home'));
  return { context, page };
}

describe('the home page as the server sends it', () => {
  for (const elder of [false, true]) {
    for (const viewport of ['desktop', 'phone'] as const) {
      const mode = elder ? 'elder' : 'standard';
      it(`is the page the browser renders, before any script (${mode}, ${viewport})`, async () => {
        const served = await open(viewport, elder, false);
        const { page } = served;
        // Readable and usable without a script: title, heading, the hotline to call.
        expect(await page.title()).toBe(`首页 - ${SITE_NAME}`);
        expect(await page.locator('h1').textContent()).toBe(SITE_NAME);
        expect(await page.locator('a.home-hotline').getAttribute('href')).toBe('tel:12320');
        expect(await page.locator('html').getAttribute('class')).toBe(
          elder ? ELDER_MODE_CLASS : null,
        );
        await screenshot(page, `home-prerendered-${mode}-${viewport}`);
        const before = await shell(page);
        const heading = await page.locator('h1').boundingBox();
        await served.context.close();

        // The browser's own drawing of the page: the same elements and attributes.
        const alone = await open(viewport, elder, true, servePlainDocument);
        await scriptsRunning(alone.page);
        expect(await shell(alone.page)).toEqual(before);
        await alone.context.close();

        // Over the server's markup React keeps every element, and finds nothing that differs.
        const rendered = await openHydrated((before) => open(viewport, elder, true, before), SHELL);
        expect(rendered.outcome).toEqual({ complaints: [], replaced: 0 });
        expect(await shell(rendered.page)).toEqual(before);
        // Same place: the scripts move nothing a person is reading.
        expect(await rendered.page.locator('h1').boundingBox()).toEqual(heading);
        await rendered.context.close();
      });
    }
  }

  it('searches before the scripts run, as a plain form', async () => {
    const { context, page } = await open('phone', false, false);
    await page.getByLabel('查疾病、文章、医院、医生').fill('高血压');
    await page.getByLabel('查疾病、文章、医院、医生').press('Enter');
    await page.waitForURL((u) => u.pathname === '/12320/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('高血压');
    await context.close();
  });

  it('keeps the words typed while the scripts were on their way', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'zh-CN' });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto(url('/home'), { waitUntil: 'commit' });
    const box = page.getByLabel('查疾病、文章、医院、医生');
    await box.fill('县人民医院');
    release();
    await scriptsRunning(page);
    expect(await box.inputValue()).toBe('县人民医院');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    // In the page's own state too: searching goes by the router, without a reload.
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname === '/12320/search');
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(
      true,
    );
    await context.close();
  });
});
