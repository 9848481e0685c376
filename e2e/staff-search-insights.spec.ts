import type { Browser } from 'playwright-core';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseURL, launch, newPage, screenshot, url } from './support/browser.js';
import { consoleAxe, staffUrl, openConsole } from './support/staff.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** Words no page of the demo county has, and a condition it certainly has. */
const NOTHING = '鼗鼙鼛';
const FOUND = '脂肪肝';

describe('搜索改进 in the staff console', () => {
  it('shows an editor what citizens searched and did not find, or found and did not open', async () => {
    // Two searches that find nothing and one that finds results nobody opens, as the page asks.
    for (const q of [NOTHING, NOTHING, FOUND]) {
      const res = await fetch(`${baseURL()}/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
    // A citizen opens a result: that search is no longer one nobody opened.
    const citizen = await newPage(browser, 'desktop');
    await citizen.page.goto(url(`/search?q=${encodeURIComponent('乙肝')}`));
    await citizen.page.locator('.search-hit__title').first().click();
    await citizen.page.waitForURL((u) => !u.pathname.startsWith('/search'));
    await citizen.context.close();

    const { context, page } = await openConsole(browser, 'editor');
    await page.goto(staffUrl('/search-insights'));
    await page.getByRole('heading', { level: 1, name: '搜索改进' }).waitFor();
    // Counts reach the table within a second or so of the search.
    const row = (q: string) => page.getByRole('row').filter({ hasText: q });
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByRole('row').first().waitFor();
        return Number(
          await row(NOTHING)
            .getByRole('cell')
            .nth(2)
            .textContent({ timeout: 500 })
            .catch(() => 0),
        );
      })
      .toBeGreaterThanOrEqual(2);
    expect(await consoleAxe(page)).toEqual([]);
    await screenshot(page, 'staff-search-insights-zero');

    // antd's button-style radios hide the input: the label is what a person presses.
    await page.getByText('有结果但没人点开的搜索', { exact: true }).click();
    await row(FOUND).waitFor();
    expect(await row('乙肝').count()).toBe(0);
    // ...because its search and the click were both counted, not because neither was.
    const clicked = () => {
      const db = new Database(inject('portalDb'), { readonly: true });
      try {
        const rows = db
          .prepare('SELECT searches, clicks FROM search_query_stat WHERE query = ?')
          .all('乙肝') as { searches: number; clicks: number }[];
        return rows.some((r) => r.searches >= 1 && r.clicks >= 1);
      } finally {
        db.close();
      }
    };
    await expect.poll(clicked).toBe(true);
    await context.close();
  });
});
