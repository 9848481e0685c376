import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { HomeContent } from '@portal/contract';
import { targetsSmallerThan } from './support/a11y-checks.js';
import { axeViolations, baseURL, launch, newPage, screenshot, url } from './support/browser.js';
import { expectSoundLayout } from './support/layout-checks.js';
import { expectAccessiblePage } from './support/page-checks.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const MODES = [
  { elder: false, viewport: 'desktop' },
  { elder: true, viewport: 'desktop' },
  { elder: false, viewport: 'phone' },
  { elder: true, viewport: 'phone' },
] as const;

const heading = (page: Page) => page.locator('main h1').first().textContent();
const headerBox = (page: Page) => page.locator('header').getByRole('combobox');

describe('search from the header', () => {
  it.each(MODES)(
    'suggests as the person types, opens a suggestion by keyboard and searches the words (elder $elder, $viewport)',
    async ({ elder, viewport }) => {
      const { context, page } = await newPage(browser, viewport, elder);
      await page.goto(url('/hospital/list'));
      const box = headerBox(page);
      await box.fill('忘记密码');
      const option = page.getByRole('option', { name: /忘记密码怎么办/ });
      await option.waitFor();
      await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
      // Arrow down to the suggestion: the box names it as the active one.
      const options = page.getByRole('option');
      const index = (await options.allTextContents()).findIndex((t) =>
        t.includes('忘记密码怎么办'),
      );
      for (let i = 0; i <= index; i++) await box.press('ArrowDown');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
      expect(await option.getAttribute('aria-selected')).toBe('true');
      await box.press('Enter');
      await page.waitForURL(/\/helpcenter\?category=account#account-\d+$/);
      const entry = page.locator('details[open] summary');
      await expect.poll(() => entry.textContent()).toBe('忘记密码怎么办？');
      // The words typed for that search stay behind with the page they were typed on.
      expect(await box.inputValue()).toBe('');

      // Enter without choosing a suggestion searches the words.
      await box.fill('预约');
      await page.getByRole('option').first().waitFor();
      await box.press('Escape');
      expect(await box.inputValue()).toBe('预约');
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await box.press('Enter');
      await expect.poll(() => decodeURIComponent(page.url())).toMatch(/\/search\?q=预约$/);
      await expect.poll(() => heading(page)).toBe('“预约”的搜索结果');
      await expect
        .poll(async () => {
          const groups = await page.locator('.search-group h2').allTextContents();
          return groups.some((g) => /^帮助（\d+ 条）$/.test(g));
        })
        .toBe(true);
      await expect.poll(() => page.locator('.search-page mark').count()).toBeGreaterThan(0);
      await expectAccessiblePage(page, 'search-results', { elder, viewport });
      await expectSoundLayout(page);

      // One type with its count, paged.
      await page.locator('.search-types').getByRole('link', { name: /^帮助/ }).click();
      await page.waitForURL(/type=help/);
      await expect
        .poll(() => page.locator('.search-summary').textContent())
        .toMatch(/^帮助：共找到 \d+ 条结果$/);
      expect(await page.locator('.search-hit').count()).toBeGreaterThan(0);
      if (viewport === 'desktop' && !elder) {
        await expectAccessiblePage(page, 'search-help-type', { elder, viewport });
      }

      // The words stay in the box while on the search page and go with it: a result opened
      // from there does not carry the old query along.
      expect(await box.inputValue()).toBe('预约');
      await page.locator('.search-hit__title').first().click();
      await page.waitForURL((u) => !u.pathname.endsWith('/search'));
      await expect.poll(() => box.inputValue()).toBe('');
      await context.close();
    },
  );

  // Elder mode on a phone stacked 高 / 血 / 压 in a title that starts with the searched word.
  it.each(MODES)(
    'keeps a result title that starts with the searched word on its lines (elder $elder, $viewport)',
    async ({ elder, viewport }) => {
      const { context, page } = await newPage(browser, viewport, elder);
      await page.goto(url(`/search?q=${encodeURIComponent('高血压')}`));
      const titles = page.locator('.search-hit__title');
      await expect
        .poll(async () => (await titles.locator('mark').allTextContents()).includes('高血压'))
        .toBe(true);
      expect(
        await titles.evaluateAll((links) =>
          links.some(
            (a) => a.firstElementChild?.tagName === 'MARK' && a.firstChild === a.firstElementChild,
          ),
        ),
      ).toBe(true);
      await expectAccessiblePage(page, 'search-gao-xue-ya', { elder, viewport });
      await expectSoundLayout(page);
      await context.close();
    },
  );

  // Issue 28: a described emergency puts the 120 signs above the results, in words; a near
  // miss (the same pinyin) offers the name it meant.
  it.each(MODES)(
    'shows the 120 advice above the results and 您是不是要找 for a near miss (elder $elder, $viewport)',
    async ({ elder, viewport }) => {
      const { context, page } = await newPage(browser, viewport, elder);
      await page.goto(url(`/search?q=${encodeURIComponent('嘴歪 一边手脚没力气')}`));
      const advice = page.locator('.search-emergency');
      await advice.waitFor();
      expect(await advice.locator('.alert__title').textContent()).toBe(
        '紧急：有下列情况之一，请立即拨打 120',
      );
      expect(await advice.locator('li').count()).toBeGreaterThan(2);
      const source = advice.getByRole('link', { name: '“脑卒中”' });
      expect(await source.getAttribute('href')).toMatch(/nao-cu-zhong$/);
      // Above the results: the advice comes before the first result.
      const before = await page.evaluate(() => {
        const a = document.querySelector('.search-emergency');
        const hit = document.querySelector('.search-hit');
        return (
          !!a && !!hit && !!(a.compareDocumentPosition(hit) & Node.DOCUMENT_POSITION_FOLLOWING)
        );
      });
      expect(before).toBe(true);
      expect(await page.locator('.search-hit__title').first().textContent()).toBe('脑卒中');
      await expectAccessiblePage(page, 'search-emergency', { elder, viewport });
      await expectSoundLayout(page);

      await page.goto(url(`/search?q=${encodeURIComponent('高血鸭')}`));
      const suggestion = page.locator('.search-suggestion');
      await suggestion.waitFor();
      expect(await suggestion.textContent()).toBe('您是不是要找：高血压');
      await expectAccessiblePage(page, 'search-suggestion', { elder, viewport });
      await suggestion.getByRole('link', { name: '高血压' }).click();
      await expect.poll(() => heading(page)).toBe('“高血压”的搜索结果');
      await context.close();
    },
  );

  it('says so when nothing matches, and treats search syntax as text', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto(url(`/search?q=${encodeURIComponent('" * ( ) OR NEAR -')}`));
    await page.locator('.empty').waitFor();
    expect(await page.locator('.empty').textContent()).toMatch(/没有找到/);
    await context.close();
  });
});

describe('help centre', () => {
  it.each(MODES)(
    'finds a question through the search and opens its answer (elder $elder, $viewport)',
    async ({ elder, viewport }) => {
      const { context, page } = await newPage(browser, viewport, elder);
      await page.goto(url('/helpcenter'));
      await expect.poll(() => heading(page)).toBe('帮助中心');
      await page.locator('details.help-entry').first().waitFor();
      // The hotline and how to reach a person are on the page.
      await expect
        .poll(() => page.locator('.help-contact').textContent())
        .toMatch(/12320.*08:00-20:00/s);
      await expectAccessiblePage(page, 'helpcenter', { elder, viewport });
      // The chosen category (selected chip), the 搜索 button and the hotline read as they should.
      expect(await page.locator('.help-categories [aria-current="page"]').count()).toBe(1);
      await expectSoundLayout(page);

      await page.getByLabel('搜索常见问题').fill('取号密码');
      await page.locator('.help-search').getByRole('button', { name: '搜索' }).click();
      await page.waitForURL(/\/helpcenter\?q=/);
      const first = page.locator('.help-results a').first();
      await first.waitFor();
      expect(await page.locator('.help-results mark').first().textContent()).toMatch(/取号|密码/);
      if (!elder && viewport === 'phone') {
        await expectAccessiblePage(page, 'helpcenter-search', { elder, viewport });
      }
      await expectSoundLayout(page);
      const question = (await first.textContent())!;
      await first.click();
      await page.waitForURL(/#[a-z]+-\d+$/);
      await expect.poll(() => page.locator('details[open] summary').textContent()).toBe(question);
      await context.close();
    },
  );
});

describe('public health and home', () => {
  it.each(MODES)(
    'shows services, the immunization table and notices (elder $elder, $viewport)',
    async ({ elder, viewport }) => {
      const { context, page } = await newPage(browser, viewport, elder);
      await page.goto(url('/public_health'));
      await expect.poll(() => heading(page)).toBe('基本公共卫生服务');
      await expect.poll(() => page.locator('.ph-service').count()).toBe(13);
      await expect.poll(() => page.locator('.ph-table thead th').count()).toBe(2 + 14);
      const hepB = page.locator('.ph-table tbody tr', { hasText: '乙肝疫苗' });
      expect(await hepB.locator('td').allTextContents()).toContain('第 1 剂');
      // Services arrive folded to their names: each a button in a heading, its region hidden.
      const toggles = page.getByRole('heading', { level: 3 }).getByRole('button');
      expect(await toggles.count()).toBe(13);
      expect(new Set(await toggles.evaluateAll((els) => els.map((e) => e.ariaExpanded)))).toEqual(
        new Set(['false']),
      );
      expect(await page.getByRole('region', { name: '预防接种' }).count()).toBe(0);
      await expectAccessiblePage(page, 'public-health', { elder, viewport });

      // One opens at a time, by pointer or by keyboard, and says so.
      const immunize = page.getByRole('button', { name: '预防接种', exact: true });
      await immunize.click();
      expect(await immunize.getAttribute('aria-expanded')).toBe('true');
      const region = page.getByRole('region', { name: '预防接种' });
      expect(await region.getByText('服务对象').isVisible()).toBe(true);
      const elderly = page.getByRole('button', { name: '老年人健康管理', exact: true });
      await elderly.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => elderly.getAttribute('aria-expanded')).toBe('true');
      expect(await immunize.getAttribute('aria-expanded')).toBe('false');
      expect(await region.count()).toBe(0);
      expect(
        await page
          .getByRole('region', { name: '老年人健康管理' })
          .getByText('在哪里办')
          .isVisible(),
      ).toBe(true);
      expect(await targetsSmallerThan(page, elder ? 44 : 24)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `public-health-open-${elder ? 'elder' : 'standard'}-${viewport}`);
      await context.close();
    },
  );

  it.each(MODES)(
    'home shows the hotline, search, notices, tips and popular clinics that lead to booking (elder $elder, $viewport)',
    async ({ elder, viewport }) => {
      const home = (await (await fetch(`${baseURL()}/api/home`)).json()) as HomeContent;
      const { context, page } = await newPage(browser, viewport, elder);
      await page.goto(url('/home'));
      await expect.poll(() => page.locator('.home-notices li').count()).toBe(home.notices.length);
      await expect
        .poll(() => page.locator('.home-tips h3').allTextContents())
        .toEqual(home.tips.map((t) => t.title));
      expect(await page.locator('.home-hotline').textContent()).toContain('12320');
      await expectAccessiblePage(page, 'home', { elder, viewport });

      const first = home.departments[0]!;
      await page.locator('.home-departments a').first().click();
      await page.waitForURL(new RegExp(`/hospital/department\\?id=${first.departmentId}$`));

      await page.goto(url('/home'));
      await page.getByLabel('查疾病、文章、医院、医生').fill('县人民医院');
      await page.locator('.home-search').getByRole('button', { name: '搜索' }).click();
      await page.waitForURL(/\/search\?q=/);
      await page.locator('.search-hit').first().waitFor();
      await context.close();
    },
  );
});
