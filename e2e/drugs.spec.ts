import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SITE_NAME, launch, newPage, screenshot, scriptsRunning, url } from './support/browser.js';
import { expectSoundLayout, linesOf } from './support/layout-checks.js';
import { expectAccessiblePage } from './support/page-checks.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const h1 = (page: Page) => page.locator('main h1').first().textContent();
const cards = (page: Page) => page.getByRole('list', { name: '药品列表' }).locator('> li');

describe('drug lookup', () => {
  it('finds 阿莫西林 by its initials, opens it and sees where it is stocked', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/drug'));
    await scriptsRunning(page);
    await expect.poll(() => h1(page)).toBe('药品查询');
    await expect.poll(() => page.title()).toBe(`药品查询 - ${SITE_NAME}`);

    // Suggestions as one types, pinyin initials included.
    const box = page.getByRole('combobox', { name: '药品名称' });
    await box.fill('amxl');
    const options = page.getByRole('listbox', { name: '药品名称提示' }).getByRole('option');
    await expect.poll(() => options.allInnerTexts()).toContain('阿莫西林');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await expectAccessiblePage(page, 'drug-suggest', { elder: false, viewport: 'desktop' });

    await page.getByRole('main').getByRole('button', { name: '搜索', exact: true }).click();
    await page.waitForURL(/keyword=amxl/);
    await expect
      .poll(async () => (await cards(page).first().innerText()).split('\n')[0])
      .toBe('阿莫西林');
    // Badges say the class in words.
    expect(await cards(page).first().innerText()).toContain('处方药');

    await cards(page).first().getByRole('link', { name: '阿莫西林' }).click();
    await page.waitForURL(/\/drug\/detail\/amoxicillin$/);
    await expect.poll(() => h1(page)).toContain('阿莫西林');
    const where = page.getByRole('region', { name: '县内哪里有药' });
    const stock = where.getByRole('list', { name: '县内供应' }).locator('> li');
    await expect.poll(() => stock.count()).toBeGreaterThan(1);
    const first = await stock.first().innerText();
    expect(first).toContain('青禾县人民医院');
    expect(first).toMatch(/有货|暂时缺货/);
    expect(first).toMatch(/\d+\.\d{2} 元\/盒/);
    const monograph = page.getByRole('region', { name: '说明书要点' });
    expect(await monograph.getByRole('note').innerText()).toContain('不能代替药品说明书');
    expect(await monograph.locator('h3').first().innerText()).toBe('适应症');

    await stock.first().getByRole('link', { name: '青禾县人民医院' }).click();
    await page.waitForURL(/\/hospital\/detail\//);
    await expect.poll(() => h1(page)).toBe('青禾县人民医院');
    await context.close();
  });

  it('opens a suggestion by keyboard, a brand name leading to its drug', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/drug'));
    await scriptsRunning(page);
    const box = page.getByRole('combobox', { name: '药品名称' });
    await box.fill('芬必');
    const option = page.getByRole('option').first();
    await expect.poll(() => option.innerText()).toContain('布洛芬');
    await box.press('ArrowDown');
    await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(/\/drug\/detail\/ibuprofen$/);
    await expect.poll(() => h1(page)).toContain('布洛芬');
    await context.close();
  });

  it('browses a category and narrows by prescription status', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/drug'));
    await scriptsRunning(page);
    await page.getByRole('link', { name: /^中成药/ }).click();
    await page.waitForURL(/category=/);
    await expect
      .poll(async () => (await cards(page).allInnerTexts()).every((t) => t.includes('中成药')))
      .toBe(true);
    expect(await page.getByRole('link', { name: /^中成药/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    await page.getByLabel('处方类别', { exact: true }).selectOption({ label: '甲类非处方药' });
    await page.waitForURL(/otc=/);
    await expect
      .poll(async () => {
        const texts = await cards(page).allInnerTexts();
        return texts.length > 0 && texts.every((t) => t.includes('甲类非处方药'));
      })
      .toBe(true);
    await page.goto(url('/drug?keyword=没有这种药'));
    await scriptsRunning(page);
    await expect.poll(() => page.locator('.empty').innerText()).toContain('没有找到');
    await context.close();
  });

  it('puts 用法用量 and 禁忌 first in elder mode', async () => {
    const { context, page } = await newPage(browser, 'desktop', true);
    await page.goto(url('/drug/detail/amoxicillin'));
    // The page arrives rendered; what is measured is the browser's render that replaces it.
    await scriptsRunning(page);
    const parts = page.getByRole('region', { name: '说明书要点' }).locator('h3');
    await expect
      .poll(() => parts.allInnerTexts())
      .toEqual(expect.arrayContaining(['用法用量', '禁忌', '适应症']));
    expect((await parts.allInnerTexts()).slice(0, 3)).toEqual(['用法用量', '禁忌', '适应症']);
    const size = await page
      .locator('.drug-part--key p')
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(24);
    await context.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    for (const elder of [false, true]) {
      it(`passes the page checks ${elder ? 'in elder mode' : 'in standard mode'} on ${viewport}`, async () => {
        const { context, page } = await newPage(browser, viewport, elder);
        await page.goto(url('/drug?keyword=amxl'));
        await scriptsRunning(page);
        await cards(page).first().waitFor();
        await expectAccessiblePage(page, 'drug-list', { elder, viewport });
        await expectSoundLayout(page);
        // The whole list, many pages: the pager's 第 1 页，共 N 页 stays whole.
        await page.goto(url('/drug'));
        await scriptsRunning(page);
        const pager = page.getByRole('navigation', { name: '翻页' });
        await expect.poll(() => pager.textContent()).toMatch(/第 1 页，共 \d+ 页/);
        expect(await linesOf(pager.getByText(/^第 1 页，共 \d+ 页$/))).toBe(1);
        await screenshot(page, `drug-list-all-${elder ? 'elder' : 'standard'}-${viewport}`);
        await expectSoundLayout(page);
        await page.goto(url('/drug/detail/amoxicillin'));
        await scriptsRunning(page);
        await page.getByRole('list', { name: '县内供应' }).waitFor();
        await expectAccessiblePage(page, 'drug-detail', { elder, viewport });
        await expectSoundLayout(page);
        await context.close();
      });
    }
  }
});
