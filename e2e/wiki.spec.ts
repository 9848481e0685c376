import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectSoundLayout } from './support/layout-checks.js';
import { expectAccessiblePage } from './support/page-checks.js';
import { SITE_NAME, launch, newPage, url } from './support/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const h1 = (page: Page) => page.locator('main h1').first().textContent();
const cards = (page: Page, name: string) => page.getByRole('list', { name }).locator('> li');

/** A speech engine with one Chinese voice that records what it is asked to say. */
const FAKE_SPEECH = () => {
  const said: string[] = [];
  const voice = { lang: 'zh-CN', name: '测试语音', default: true, localService: true };
  const synth = Object.assign(new EventTarget(), {
    getVoices: () => [voice],
    speak: (u: { text: string }) => said.push(u.text),
    cancel: () => said.push('[cancel]'),
    pause: () => said.push('[pause]'),
    resume: () => said.push('[resume]'),
  });
  Object.defineProperty(window, 'speechSynthesis', { value: synth });
  // The real utterance accepts only a real voice.
  class Utterance {
    lang = '';
    voice: unknown = null;
    onend: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  Object.assign(window, { SpeechSynthesisUtterance: Utterance });
  Object.assign(window, { __said: said });
};

describe('the knowledge base', () => {
  it('browses base → category → article, with infinite scroll, font size, print and read aloud', async () => {
    const { context, page } = await newPage(browser);
    await page.addInitScript(FAKE_SPEECH);
    await page.goto(url('/wiki/knowledge'));
    await page.waitForURL(/\/wiki\/knowledge\/base$/);
    await expect.poll(() => h1(page)).toBe('健康知识库');
    await expect.poll(() => page.title()).toBe(`知识库 - ${SITE_NAME}`);
    // The top menu's 健康百科 is the current section.
    const menu = page.getByRole('navigation', { name: '主导航' });
    expect(
      await menu.locator('[aria-current="page"], .is-active, .active').count(),
    ).toBeGreaterThan(0);

    await page
      .getByRole('link', { name: /常见病/ })
      .first()
      .click();
    await page.waitForURL(/article\?category=common/);
    await expect.poll(() => h1(page)).toBe('常见病 · 科普文章');
    await expect.poll(() => cards(page, '常见病文章').count()).toBe(10);

    // All articles: the next page arrives when the reader reaches the end.
    await page
      .getByRole('navigation', { name: '文章分类' })
      .getByRole('link', { name: '全部' })
      .click();
    await expect.poll(() => cards(page, '全部文章').count()).toBe(10);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => cards(page, '全部文章').count()).toBeGreaterThanOrEqual(20);
    await expect.poll(() => page.getByRole('status').first().innerText()).toMatch(/共 \d+ 篇/);

    await page.goto(url('/wiki/knowledge/article?category=common'));
    const first = cards(page, '常见病文章').first().getByRole('link');
    const title = (await first.textContent())!;
    await first.click();
    await page.waitForURL(/\/wiki\/knowledge\/article\/[a-z0-9-]+$/);
    await expect.poll(() => h1(page)).toBe(title);
    // The tab names the article, not the route (健康知识).
    await expect.poll(() => page.title()).toBe(`${title} - ${SITE_NAME}`);
    const main = page.locator('main');
    expect(await main.innerText()).toMatch(/最近审核/);
    expect(await main.getByRole('heading', { name: '参考资料' }).count()).toBe(1);
    expect(await main.innerText()).toMatch(/不能代替医生/);
    // The newest of its category has no previous article but a next one.
    const pager = page.getByRole('navigation', { name: '上一篇和下一篇' });
    expect(await pager.getByRole('link', { name: /下一篇/ }).count()).toBe(1);

    // Text size (standard mode): the body grows, the choice is announced as pressed.
    const body = page.locator('.wiki-body');
    const before = await body.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    await page.getByRole('button', { name: '特大' }).click();
    expect(await page.getByRole('button', { name: '特大' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await body.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThan(
      before,
    );

    // Read aloud: paragraph by paragraph in zh-CN, with pause, resume and stop.
    await page.getByRole('button', { name: /朗读全文/ }).click();
    await page.getByRole('button', { name: '暂停朗读' }).click();
    await page.getByRole('button', { name: '继续朗读' }).click();
    await page.getByRole('button', { name: '停止朗读' }).click();
    const said = await page.evaluate(() => (window as unknown as { __said: string[] }).__said);
    expect(said).toContain(title);
    expect(said).toEqual(expect.arrayContaining(['[pause]', '[resume]']));
    expect(said.at(-1)).toBe('[cancel]');

    // Print: the article without the site's header, footer and the tools.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.wiki-tools').isVisible()).toBe(false);
    expect(await page.locator('main h1').isVisible()).toBe(true);
    await context.close();
  });

  it('goes A to Z → condition → 何时就医 → booking its related department', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto(url('/wiki/knowledge/disease_list'));
    await expect.poll(() => h1(page)).toBe('疾病 A–Z');
    await page
      .getByRole('navigation', { name: '拼音首字母' })
      .getByRole('link', { name: 'G' })
      .click();
    await page.getByRole('link', { name: '感冒', exact: true }).click();
    await page.waitForURL(/\/wiki\/knowledge\/disease\/gan-mao$/);
    await expect.poll(() => h1(page)).toBe('感冒');
    await expect.poll(() => page.title()).toBe(`感冒 - ${SITE_NAME}`);
    const outline = await page.locator('main h2').allTextContents();
    expect(outline.slice(0, 7)).toEqual([
      '概述',
      '症状',
      '病因',
      '诊断',
      '治疗',
      '预防',
      '何时就医',
    ]);

    await page
      .getByRole('navigation', { name: '本页目录' })
      .getByRole('link', { name: '何时就医' })
      .click();
    await page.waitForURL(/#when-to-see-doctor$/);
    const care = page.locator('section', { has: page.locator('#when-to-see-doctor') });
    expect(await care.locator('h3').allTextContents()).toEqual([
      '⚠ 立即拨打 120',
      '➜ 尽快就医',
      '✓ 可先居家观察',
    ]);

    // The other groupings list the same condition.
    await page.goto(url('/wiki/knowledge/disease_list?by=system'));
    await expect.poll(() => page.getByRole('heading', { name: /呼吸系统/ }).count()).toBe(1);

    await page.goto(url('/wiki/knowledge/disease/gan-mao'));
    const book = page.getByRole('link', { name: '预约 青禾县人民医院 呼吸内科' });
    await book.click();
    await page.waitForURL(/\/hospital\/department\?id=/);
    await expect.poll(() => h1(page)).toBe('呼吸内科 排班');
    await context.close();
  });

  it('shows a 图解 with its pictures and a condition’s articles', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/wiki/knowledge/media_article'));
    await expect.poll(() => h1(page)).toBe('图解与音频');
    await page.getByRole('link', { name: '七步洗手法' }).click();
    await expect.poll(() => h1(page)).toBe('七步洗手法');
    const images = page.getByRole('list', { name: '图解' }).locator('img');
    await expect.poll(() => images.count()).toBe(6);
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: '腹泻' }).click();
    await expect.poll(() => h1(page)).toBe('腹泻');
    await context.close();
  });

  // Every page of the knowledge base, in both modes at both widths.
  const PAGES: [string, string, string][] = [
    ['wiki-base', '/wiki/knowledge/base', '健康知识库'],
    ['wiki-articles', '/wiki/knowledge/article?category=chronic', '慢病管理 · 科普文章'],
    ['wiki-article', '/wiki/knowledge/article/xi-shou-you-jiang-jiu', '洗手也有讲究'],
    ['wiki-diseases', '/wiki/knowledge/disease_list', '疾病 A–Z'],
    ['wiki-condition', '/wiki/knowledge/disease/gao-xue-ya', '高血压'],
    [
      'wiki-condition-articles',
      '/wiki/knowledge/disease_article_list?id=gan-mao',
      '感冒 · 相关文章',
    ],
    ['wiki-media', '/wiki/knowledge/media_article', '图解与音频'],
    ['wiki-diagram', '/wiki/knowledge/article/xin-fei-fu-su-bu-zhou', '心肺复苏'],
    ['wiki-audio', '/wiki/knowledge/article/liu-gan-ji-jie-fang-hu', '流感季节'],
  ];
  // One page a test (axe on nine pages outlasts one test's time on a busy machine), one
  // context per mode and width.
  describe.each([
    [false, 'desktop'],
    [false, 'phone'],
    [true, 'desktop'],
    [true, 'phone'],
  ] as const)('page checks (elder %s, %s)', (elder, viewport) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage(browser, viewport, elder));
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(PAGES)('%s passes', async (name, path, heading) => {
      await page.goto(url(path));
      await expect.poll(() => h1(page)).toContain(heading);
      await expectAccessiblePage(page, name, { elder, viewport });
      await expectSoundLayout(page);
      // Elder mode shrank the base page's tiles to their words, most of the width left empty.
      const tiles = await page
        .locator('.wiki-tile')
        .evaluateAll((els) =>
          els.map(
            (a) => a.getBoundingClientRect().width - a.parentElement!.getBoundingClientRect().width,
          ),
        );
      expect(tiles.filter((gap) => gap < -1)).toEqual([]);
    });
  });
});
