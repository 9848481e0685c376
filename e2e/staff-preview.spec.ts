import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, url, VIEWPORTS } from './support/browser.js';
import { expectAccessiblePage } from './support/page-checks.js';
import { staffUrl, openConsole } from './support/staff.js';

let browser: Browser;
// Written for this journey only: no other journey edits 痛风, and this draft is never published.
const ITEM = 'tong-feng';
const SUMMARY = '预览草稿：血尿酸过高，尿酸盐结晶沉积在关节引起的剧烈疼痛，饮食控制很重要。';

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** The editor drafts a new summary through the console's own API and asks for a preview link. */
async function previewPath(): Promise<string> {
  const { context, page } = await openConsole(browser, 'editor');
  await page.goto(staffUrl('/'));
  await page.getByRole('button', { name: /退出登录/ }).waitFor();
  const path = await page.evaluate(
    async ({ itemId, summary }) => {
      const me = (await (await fetch('/api/staff/me')).json()) as { csrfToken: string };
      const send = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`/api/staff/editorial${path}`, {
          method,
          headers: {
            'x-csrf-token': me.csrfToken,
            // A body-less POST with a JSON type is refused as empty, as the console never sends it.
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
        return res.json() as Promise<unknown>;
      };
      const draft = (await send('POST', '/drafts', { kind: 'condition', itemId })) as {
        id: string;
        fields: { meta: Record<string, unknown>; body: string };
      };
      await send('PUT', `/versions/${draft.id}`, {
        ...draft.fields,
        meta: { ...draft.fields.meta, summary },
      });
      return ((await send('POST', `/versions/${draft.id}/preview`)) as { path: string }).path;
    },
    { itemId: ITEM, summary: SUMMARY },
  );
  await context.close();
  return path;
}

describe('draft preview', () => {
  it('shows the draft as citizens would see it, standard and elder, phone and desktop', async () => {
    const path = await previewPath();
    expect(path).toMatch(/^\/preview\?token=/);
    for (const viewport of ['phone', 'desktop'] as const) {
      for (const elder of [0, 1]) {
        const { context, page } = await openConsole(browser, null, VIEWPORTS[viewport]);
        await page.goto(url(`${path}&elder=${elder}`));
        await page.getByRole('status').filter({ hasText: '预览：尚未发布的草稿' }).waitFor();
        await page.getByText(SUMMARY).first().waitFor();
        await page.getByRole('heading', { level: 1, name: '痛风' }).waitFor();
        expect(await page.evaluate(() => document.body.classList.contains('elderMode'))).toBe(
          elder === 1,
        );
        // The citizen page's own checks (one h1, text and target sizes, no sideways scroll,
        // axe), elder mode's larger ones included: the banner must not break them.
        await expectAccessiblePage(page, 'staff-preview', { elder: elder === 1, viewport });
        await context.close();
      }
    }
    // The published page still shows the published text.
    const citizen = await browser.newContext({ locale: 'zh-CN', reducedMotion: 'reduce' });
    const page = await citizen.newPage();
    await page.goto(url(`/wiki/knowledge/disease/${ITEM}`));
    await page.getByRole('heading', { level: 1, name: '痛风' }).waitFor();
    expect(await page.getByText(SUMMARY).count()).toBe(0);
    await citizen.close();
  }, 120_000);

  it('opens the preview from the console in a new tab, in elder mode', async () => {
    const { context, page } = await openConsole(browser, 'editor');
    await page.goto(staffUrl('/editorial'));
    await page.getByRole('button', { name: /^打开 痛风 第 \d+ 版$/ }).click();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: '长辈版预览' }).click(),
    ]);
    await tab.getByText(SUMMARY).first().waitFor();
    await tab.getByRole('status').filter({ hasText: '预览：尚未发布的草稿' }).waitFor();
    expect(await tab.evaluate(() => document.body.classList.contains('elderMode'))).toBe(true);
    await context.close();
  }, 60_000);
});
