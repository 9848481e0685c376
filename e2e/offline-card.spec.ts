import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS, baseURL, launch, newPage, url } from './support/browser.js';
import {
  cachedApiEntries,
  cardHolderWithAppointment,
  offlineStoreKeys,
  verifyOfflineCode,
} from './support/offline-card.js';
import { expectAccessiblePage } from './support/page-checks.js';
import { signInContext } from './support/session.js';

// Besides .artifacts/screenshots, where people reviewing issue 30 look for them.
const SHOTS = '/tmp/shots-Q';
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** The page's checks and screenshots at both widths (the phone's first, as it opened). */
async function checkBothWidths(page: Page, name: string, elder: boolean) {
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await expectAccessiblePage(page, name, { elder, viewport });
    const mode = elder ? 'elder' : 'standard';
    await page.screenshot({ path: `${SHOTS}/${name}-${mode}-${viewport}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.phone);
}

/** The QR modules drawn on the page, as the path's squares, in reading order. */
async function drawnModules(page: Page): Promise<string[]> {
  const d = await page.locator('figure.card-qr path').getAttribute('d');
  return d!.match(/M\d+ \d+/g)!;
}

/** The same squares for `payload` as a scanner's encoder would draw them. */
function expectedModules(payload: string): string[] {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const out: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(y, x)) out.push(`M${x + 4} ${y + 4}`);
    }
  }
  return out;
}

describe('离线就诊卡和预约', () => {
  it.each([false, true])(
    'saves, shows offline after a reload, verifies once, and is erased and revoked at sign-out (elder %s)',
    async (elder) => {
      const { account, cardNo, hospitalKey, booking } = await cardHolderWithAppointment(
        elder ? '周离线' : '吴离线',
      );
      const { context, page } = await newPage(browser, 'phone', elder, 'allow');
      await signInContext(context, { username: account.phone, password: account.password });

      // 个人设置: the switch, the warning, then this device in the list.
      await page.goto(url('/account/settings'));
      const toggle = page.getByRole('switch', { name: '在本机离线保存就诊卡和预约' });
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      expect(await page.locator('main').innerText()).toContain('共用手机请勿开启');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      const devices = page.getByRole('list', { name: '已开启离线保存的设备' });
      await expect.poll(() => devices.innerText().catch(() => '')).toContain('本机');
      expect(await devices.innerText()).toContain(`****${cardNo.slice(-4)}`);
      await expect.poll(() => page.getByText(/已开启 · 上次同步/).count()).toBe(1);
      await checkBothWidths(page, 'offline-settings', elder);

      // The service worker keeps the shell and the two pages' code before the network goes.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

      // Signal without data: the browser says it is online, the server never answers.
      const main = page.locator('main');
      await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await page.goto(url('/account/register'));
      await expect.poll(() => main.innerText().catch(() => '')).toContain('离线 · 上次同步');
      await context.unrouteAll();

      await context.setOffline(true);
      await page.goto(url('/account/register'));
      await expect.poll(() => main.innerText().catch(() => '')).toContain('离线 · 上次同步');
      const text = await main.innerText();
      expect(text).toContain('青禾县人民医院');
      expect(text).toContain(`${booking.queueNo} 号 / ${booking.pickupCode}`);
      expect(text).toContain('请携带');
      await checkBothWidths(page, 'offline-appointments', elder);

      // The card's code: a fake clock moves a minute on, and the page draws the next one.
      await page.clock.install();
      await page.goto(url('/account/bindcard'));
      const figure = page.locator('figure.card-qr');
      await expect
        .poll(() => figure.getAttribute('data-payload').catch(() => null))
        .toMatch(/^QH12320OFF\./);
      expect(await main.innerText()).toContain('离线 · 上次同步');
      const first = (await figure.getAttribute('data-payload'))!;
      expect(await drawnModules(page)).toEqual(expectedModules(first));
      await checkBothWidths(page, 'offline-card', elder);
      await page.clock.fastForward(60_000);
      await expect.poll(() => figure.getAttribute('data-payload')).not.toBe(first);
      const next = (await figure.getAttribute('data-payload'))!;
      expect(Number(next.split('.')[3]) - Number(first.split('.')[3])).toBeGreaterThanOrEqual(60);
      expect(await drawnModules(page)).toEqual(expectedModules(next));

      // A hospital scanner checks it once; the same code again is refused.
      const scanned = await verifyOfflineCode(hospitalKey, next);
      expect([scanned.status, scanned.body]).toMatchObject([200, { valid: true, cardNo }]);
      const again = await verifyOfflineCode(hospitalKey, next);
      expect(again.status).toBe(409);

      // Signed out with no network: the data goes at once, only the signed revocation stays.
      await page.getByRole('button', { name: /用户菜单/ }).click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await page
        .getByRole('dialog', { name: '退出登录' })
        .getByRole('button', { name: '退出' })
        .click();
      await expect.poll(() => offlineStoreKeys(page)).toEqual(['revokes']);

      // The network back: the revocation is sent and nothing is left.
      await context.setOffline(false);
      await expect.poll(() => offlineStoreKeys(page), { timeout: 15_000 }).toEqual([]);
      expect(await cachedApiEntries(page)).toEqual([]);
      // Nothing flags the device any more: the next start loads no offline code.
      expect(await page.evaluate(() => localStorage.getItem('qh12320-offline'))).toBeNull();
      const listed = await fetch(
        `${baseURL()}/api/card-devices?user=${encodeURIComponent(account.token)}`,
      );
      expect(((await listed.json()) as { devices: unknown[] }).devices).toEqual([]);
      // The first code is still within its two minutes and was never scanned: refused as revoked.
      const revoked = await verifyOfflineCode(hospitalKey, first);
      expect(revoked.status).toBe(404);
      await context.close();
    },
  );

  it("lists the account's devices, stops another one, refuses a sixth with the server's words, and erases at switch-off", async () => {
    const { account } = await cardHolderWithAppointment('郑离线');
    const call = (method: string, path: string, body?: object) =>
      fetch(`${baseURL()}${path}?user=${encodeURIComponent(account.token)}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
    const { cards } = (await (await call('GET', '/api/zlb.get_cardbind.html')).json()) as {
      cards: { cardId: string }[];
    };
    // Other phones of the same account, as their browsers would register them.
    const otherPhone = async (label: string) => {
      const publicKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .publicKey.export({ format: 'der', type: 'spki' })
        .toString('base64');
      const res = await call('POST', '/api/card-devices', {
        publicKey,
        label,
        cardIds: [cards[0]!.cardId],
      });
      expect(res.status).toBe(200);
    };
    for (let i = 1; i <= 5; i++) await otherPhone(`旧手机 ${i}`);

    const { context, page } = await newPage(browser, 'phone', false, 'allow');
    await signInContext(context, { username: account.phone, password: account.password });
    await page.goto(url('/account/settings'));
    const toggle = page.getByRole('switch', { name: '在本机离线保存就诊卡和预约' });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect
      .poll(() => page.getByRole('alert').allInnerTexts())
      .toContainEqual(expect.stringContaining('最多可在 5 台设备'));
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await offlineStoreKeys(page)).toEqual([]);

    // 停用 one of the others from here, then this device fits.
    const devices = page.getByRole('list', { name: '已开启离线保存的设备' });
    await devices
      .getByRole('listitem')
      .filter({ hasText: '旧手机 1' })
      .getByRole('button', { name: '停用' })
      .click();
    await page
      .getByRole('dialog', { name: '停用设备' })
      .getByRole('button', { name: '停用' })
      .click();
    await expect.poll(() => devices.innerText()).not.toContain('旧手机 1');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => devices.innerText()).toContain('本机');
    expect(await offlineStoreKeys(page)).toEqual(['data']);

    // Off: erased at once and this device's key revoked; the others stay.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => offlineStoreKeys(page)).toEqual([]);
    await expect.poll(() => devices.innerText()).not.toContain('本机');
    const listed = (await (await call('GET', '/api/card-devices')).json()) as {
      devices: { label: string }[];
    };
    expect(listed.devices.map((d) => d.label).sort()).toEqual([
      '旧手机 2',
      '旧手机 3',
      '旧手机 4',
      '旧手机 5',
    ]);
    await context.close();
  });
});
