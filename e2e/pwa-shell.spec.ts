import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/portal-process.js';
import { SITE_NAME, launch, newPage, screenshot, scriptsRunning, url } from './support/browser.js';
import { openDialogs } from './support/a11y-checks.js';
import { expectSoundLayout } from './support/layout-checks.js';
import { expectAccessiblePage } from './support/page-checks.js';

/**
 * The installable app's shell (issue 30): manifest and service worker, the notice of a page
 * that needs a network, the update bar. The offline pages themselves (我的预约, 电子健康卡) have
 * their own journey.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the page's service worker is active and the page's files are kept. */
async function workerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active!.scriptURL;
  });
}

describe('the installable app', () => {
  it('registers its worker after the page has loaded and is installable', async () => {
    // Installing needs a profile on disk: Chromium never offers it in a throwaway (incognito)
    // context, which is what browser.newContext makes.
    const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    });
    try {
      const page = await context.newPage();
      await page.goto(url('/home'));
      expect(await workerReady(page)).toBe(url('/sw.js'));
      const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifest).toBe('/12320/manifest.webmanifest');
      const cdp = await context.newCDPSession(page);
      const { url: manifestUrl, errors } = await cdp.send('Page.getAppManifest');
      expect(manifestUrl).toBe(url('/manifest.webmanifest'));
      expect(errors).toEqual([]);
      // Chromium's own verdict (what Lighthouse 12 no longer audits): name, icons, start_url,
      // display, a worker; an empty list is installable.
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('keeps no API answer and no page it did not build in its caches', async () => {
    const { context, page } = await newPage(browser, 'desktop', false, 'allow');
    await page.goto(url('/hospital/list'));
    await page.locator('main h1').waitFor();
    await workerReady(page);
    await page.goto(url('/home'));
    await page.locator('#home-title').waitFor();
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.map((u) => new URL(u).pathname);
    });
    expect(kept.some((path) => path === '/12320/index.html')).toBe(true);
    expect(kept.filter((path) => !path.startsWith('/12320/'))).toEqual([]);
    expect(kept.filter((path) => /hospital-list/.test(path))).toEqual([]);
    // The offline pages, and the HTTP client the app's start imports lazily and needs offline.
    for (const page of ['account-appointments', 'account-bindcard', 'http-client']) {
      expect(
        kept.filter((path) => path.includes(`/assets/${page}-`) && path.endsWith('.js')),
      ).toHaveLength(1);
    }
    await context.close();
  });
});

/**
 * A newer worker for the page's registration: the same worker under another address is, to
 * the browser, a new version, which installs and then waits like a real deploy's would.
 */
async function newVersionWaits(page: Page): Promise<void> {
  // After the page's own registration, an idle callback its script queues at load or, when the
  // script runs later (the home page starts it after the first paint), when it runs: registered
  // later, sw.js itself would be the newest version and replace this one. So the script must
  // have run (React's render) and two idle periods passed before this one registers.
  await scriptsRunning(page);
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((idle) => requestIdleCallback(idle));
    const registration = await navigator.serviceWorker.register('/12320/sw.js?version=next', {
      scope: '/12320/',
    });
    await new Promise<void>((installed) => {
      const check = () => registration.waiting && installed();
      registration.addEventListener('updatefound', () =>
        registration.installing?.addEventListener('statechange', check),
      );
      check();
    });
  });
}

describe('a new version', () => {
  for (const elder of [false, true]) {
    for (const viewport of ['desktop', 'phone'] as const) {
      const mode = elder ? 'elder' : 'standard';
      it(`waits for 一键更新 in a bar that blocks nothing, then takes over (${mode}, ${viewport})`, async () => {
        const { context, page } = await newPage(browser, viewport, elder, 'allow');
        await page.goto(url('/home'));
        await workerReady(page);
        // Controlled from the second visit on: the first worker installs quietly, no bar.
        await page.reload();
        await expect
          .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller))
          .toBe(true);
        const bar = page.getByRole('region', { name: '网站更新' });
        expect(await bar.count()).toBe(0);

        await newVersionWaits(page);
        await bar.waitFor();
        expect(await bar.getByRole('status').textContent()).toBe('新版本已就绪');
        // Nothing reloads by itself: words typed stay, the page goes on working.
        const search = page.getByLabel('查疾病、文章、医院、医生');
        await search.fill('高血压');
        await page.waitForTimeout(1000);
        expect(await search.inputValue()).toBe('高血压');
        expect(await openDialogs(page)).toBe(0);
        await expectAccessiblePage(page, 'pwa-update-bar', { elder, viewport });
        await expectSoundLayout(page);

        if (viewport === 'phone') {
          // 稍后: the bar goes, the waiting version stays for the next visit.
          await bar.getByRole('button', { name: '稍后' }).click();
          await expect.poll(() => bar.count()).toBe(0);
          await context.close();
          return;
        }
        const reloaded = page.waitForEvent('load');
        await bar.getByRole('button', { name: '一键更新' }).click();
        await reloaded;
        await expect
          .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
          .toBe(url('/sw.js?version=next'));
        await page.locator('#home-title').waitFor();
        // (No look at the bar from here: the page registers sw.js again, which to the browser
        // is once more a newer version than the simulated one.)
        await context.close();
      });
    }
  }
});

describe('a page that needs a network, with none', () => {
  for (const elder of [false, true]) {
    for (const viewport of ['desktop', 'phone'] as const) {
      const mode = elder ? 'elder' : 'standard';
      it(`says so with 重试 and the offline pages, and 重试 brings the page back online (${mode}, ${viewport})`, async () => {
        const { context, page } = await newPage(browser, viewport, elder, 'allow');
        await page.goto(url('/home'));
        await workerReady(page);

        await context.setOffline(true);
        const answer = await page.reload();
        // Chromium's offline emulation reaches the worker too: its own fetch of the page failed
        // and it answered the kept shell, not the home page the server renders.
        expect(answer?.fromServiceWorker()).toBe(true);
        expect(await answer!.text()).toContain('boot-splash');
        const main = page.locator('main');
        await expect.poll(() => main.locator('h1').textContent()).toBe('当前没有网络');
        expect(await main.textContent()).toContain('此页面需要联网才能使用');
        const retry = page.getByRole('button', { name: '重试' });
        expect(await retry.count()).toBe(1);
        expect(await page.getByRole('link', { name: '我的预约' }).last().getAttribute('href')).toBe(
          '/12320/account/register',
        );
        expect(await page.getByRole('link', { name: '电子健康卡' }).getAttribute('href')).toBe(
          '/12320/account/bindcard',
        );
        expect(await main.textContent()).toContain('离线保存');
        await expectAccessiblePage(page, 'pwa-offline-notice', { elder, viewport });
        await expectSoundLayout(page);

        await context.setOffline(false);
        await retry.click();
        await expect.poll(() => page.locator('#home-title').textContent()).toBe(SITE_NAME);
        await context.close();
      });
    }
  }

  it('a page whose code the worker does not keep lands on the notice, not a failure', async () => {
    const { context, page } = await newPage(browser, 'desktop', false, 'allow');
    await page.goto(url('/home'));
    await workerReady(page);
    await context.setOffline(true);
    await page.goto(url('/share/pacs?selid=x&code=rs_x'));
    await expect.poll(() => page.locator('main h1').textContent()).toBe('当前没有网络');
    await screenshot(page, 'pwa-offline-lazy-page');
    // The way on to the offline pages: they open (whatever they then have to show), not this.
    await page.getByRole('link', { name: '我的预约' }).click();
    await page.waitForURL((u) => u.pathname === '/12320/account/register');
    await expect.poll(() => page.locator('main h1').first().textContent()).not.toBe('当前没有网络');
    // This device never saved anything: the page says so, and where saving is turned on.
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('这台设备上也没有离线保存的预约');
    expect(
      await main.locator('p').getByRole('link', { name: '个人设置' }).getAttribute('href'),
    ).toBe('/12320/account/settings');
    await context.close();
  });
});
