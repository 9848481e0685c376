import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SITE_NAME, baseURL, launch, newPage, screenshot, url } from './support/browser.js';
import { tablesFitOrScroll } from './support/layout-checks.js';
import { expectAccessiblePage } from './support/page-checks.js';
import { DEMO, signInContext } from './support/session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page) => page.locator('main h1').first().textContent();
const main = (page: Page) => page.locator('main').innerText();

/** Opens a report from the list by its title (the first, i.e. newest, of that title). */
async function openReport(page: Page, title: string) {
  await page
    .getByRole('link', { name: new RegExp(`^${title.replace(/[+()]/g, '\\$&')}`) })
    .first()
    .click();
  await expect.poll(() => heading(page)).toBe(title);
}

describe('检验报告', () => {
  it('reads a lab report with flags in words, abnormal first, and a glucose trend', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInContext(context, DEMO.verified);
    await page.goto(url('/account/report'));
    await expect.poll(() => heading(page)).toBe('检验报告');
    await expect.poll(() => page.title()).toBe(`检验报告 - ${SITE_NAME}`);
    const hospitals = page.getByRole('navigation', { name: '有报告的医院' });
    await expect.poll(() => hospitals.innerText()).toContain('青禾县人民医院');
    await expect.poll(() => main(page)).toContain('有异常结果');
    // Lab and microbiology only: the imaging reports are on 影像报告, and not counted here.
    const listed = await page.locator('.report-rows > li').count();
    expect(await main(page)).not.toMatch(/胸部正位 DR|腹部超声|影像报告 ·/);
    expect(await hospitals.getByRole('link').first().innerText()).toMatch(
      new RegExp(`(^|\\D)${listed} 份(，|$)`),
    );
    await screenshot(page, 'reports-list');

    await openReport(page, '空腹血糖+糖化血红蛋白');
    const rows = page.locator('.lab-table tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().innerText()).toMatch(/7\.2\s*↑ 偏高/);
    expect(await main(page)).toContain('患者');
    expect(await main(page)).toContain('张*');

    await page.getByRole('link', { name: '← 返回报告列表' }).click();
    await openReport(page, '肝功能');
    await page.getByLabel('异常项目排在前面').check();
    expect(await rows.first().innerText()).toContain('丙氨酸氨基转移酶');

    await page.getByRole('link', { name: '← 返回报告列表' }).click();
    await openReport(page, '空腹血糖');
    // On paper: the report alone, with the site and the day printed, no menus.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.account-nav').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: '打印报告' }).isVisible()).toBe(false);
    expect(await page.locator('.report-print-line').innerText()).toMatch(
      /打印日期 \d{4}-\d{2}-\d{2}/,
    );
    await screenshot(page, 'reports-lab-print');
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: /查看趋势/ }).click();
    const dialog = page.getByRole('dialog', { name: '空腹血糖的变化趋势' });
    await expect.poll(() => dialog.locator('.trend-table tbody tr').count()).toBe(5);
    await expect.poll(() => dialog.locator('svg desc').textContent()).toContain('参考范围 3.9–6.1');
    await screenshot(page, 'reports-trend');
    await context.close();
  });

  it.each([
    { elder: false, viewport: 'desktop' },
    { elder: true, viewport: 'desktop' },
    { elder: false, viewport: 'phone' },
    { elder: true, viewport: 'phone' },
  ] as const)(
    'draws the trend with labels at full size and none overlapping (elder $elder, $viewport)',
    async ({ elder, viewport }) => {
      const { context, page } = await newPage(browser, viewport, elder);
      await signInContext(context, DEMO.verified);
      await page.goto(url('/account/report'));
      await openReport(page, '空腹血糖');
      await page.getByRole('button', { name: /查看趋势/ }).click();
      const dialog = page.getByRole('dialog', { name: '空腹血糖的变化趋势' });
      await expect.poll(() => dialog.locator('svg text').count()).toBeGreaterThan(4);
      // Size on screen: the text's font size times the drawing's scale (the SVG shrank to fit a
      // phone, its labels to 9 px: issue 26, defect 4). Each must lie inside the drawing, apart.
      const labels = await dialog.locator('svg').evaluate((svg: SVGSVGElement) => {
        const box = svg.getBoundingClientRect();
        return [...svg.querySelectorAll('text')].map((t) => {
          const r = t.getBoundingClientRect();
          return {
            text: t.textContent ?? '',
            size: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM()!.a,
            inside: r.left >= box.left - 1 && r.right <= box.right + 1,
            rect: { left: r.left, right: r.right, top: r.top, bottom: r.bottom },
          };
        });
      });
      for (const l of labels) {
        expect(l.size, l.text).toBeGreaterThanOrEqual(elder ? 18 : 14);
        expect(l.inside, l.text).toBe(true);
      }
      const overlapping = labels.flatMap((a, i) =>
        labels
          .slice(i + 1)
          .filter(
            (b) =>
              a.rect.left < b.rect.right - 1 &&
              b.rect.left < a.rect.right - 1 &&
              a.rect.top < b.rect.bottom - 1 &&
              b.rect.top < a.rect.bottom - 1,
          )
          .map((b) => `${a.text} / ${b.text}`),
      );
      expect(overlapping).toEqual([]);
      // The newest value is always labelled; every value is in the table, in words.
      expect(labels.map((l) => l.text)).toContain(
        (
          await dialog.locator('.trend-table tbody tr').last().locator('td').last().innerText()
        ).split(/\s/)[0],
      );
      // The values' table beside the chart fits the dialog, or scrolls and says so.
      expect(await tablesFitOrScroll(page)).toEqual([]);
      await screenshot(page, `reports-trend-${elder ? 'elder' : 'standard'}-${viewport}`);
      await context.close();
    },
  );

  it('switches to a family member and shows the critical value marked', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await signInContext(context, DEMO.verified);
    await page.goto(url('/account/report'));
    // The choice lives in the address, so the radio turns on once the page has moved there.
    await page.getByRole('radio', { name: '张建国（父母）' }).click();
    await expect
      .poll(() => page.getByRole('radio', { name: '张建国（父母）' }).isChecked())
      .toBe(true);
    await expect.poll(() => main(page)).toContain('含危急值');
    await openReport(page, '肾功能');
    expect(await main(page)).toContain('↑↑ 危急值（过高）');
    await screenshot(page, 'reports-critical-phone');
    await context.close();
  });

  it('reads the urine culture with susceptibility spelled out and a legend', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInContext(context, DEMO.verified);
    await page.goto(url('/account/report'));
    await openReport(page, '中段尿培养及药敏');
    const text = await main(page);
    for (const word of [
      '大肠埃希菌',
      'R 耐药',
      'S 敏感',
      'SDD 剂量依赖敏感',
      'I 中介',
      '药敏结果怎么看',
      // The colony count as printed, not as typed: 10⁵, not 10^5.
      '菌落计数：≥10⁵ CFU/mL',
    ]) {
      expect(text).toContain(word);
    }
    expect(text).not.toContain('^');
    await page.getByRole('link', { name: '← 返回报告列表' }).click();
    await openReport(page, '血常规');
    expect(await page.locator('.lab-table').innerText()).toContain('×10⁹/L');
    expect(await main(page)).not.toContain('^');
    await context.close();
  });
});

describe('影像报告', () => {
  it('shares an imaging report; the link opens signed out, masked, until revoked', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInContext(context, DEMO.verified);
    await page.goto(url('/account/image_report'));
    await expect.poll(() => heading(page)).toBe('影像报告');
    await openReport(page, '胸部正位 DR');
    // The modality in words (DR is an X-ray), not the hospital's code.
    const modality = page.locator('.report-fact', { hasText: '检查类型' }).locator('dd');
    expect(await modality.innerText()).toBe('X线');
    // The element appears before its image has loaded (naturalWidth 0 until then): poll.
    const thumb = page.locator('.pacs-thumb img').first();
    await expect.poll(() => thumb.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(360);
    await page.getByRole('button', { name: '生成分享链接和二维码' }).click();
    const link = await page.getByLabel(/分享链接/).inputValue();
    expect(link).toContain('/12320/share/pacs?selid=');
    await expect.poll(() => page.getByAltText(/分享链接的二维码/).isVisible()).toBe(true);
    await screenshot(page, 'reports-share');

    const outside = await newPage(browser, 'phone');
    await outside.page.goto(link);
    await expect.poll(() => heading(outside.page)).toBe('胸部正位 DR');
    const shared = await main(outside.page);
    expect(shared).toContain('张*');
    expect(shared).toContain('只读');
    expect(shared).not.toContain('生成分享链接');
    await screenshot(outside.page, 'reports-shared-signed-out');

    await page.getByRole('button', { name: '撤销' }).first().click();
    await page
      .getByRole('dialog', { name: '撤销分享链接' })
      .getByRole('button', { name: '撤销' })
      .click();
    await expect.poll(() => page.locator('.share-list').count()).toBe(0);
    await outside.page.reload();
    await expect.poll(() => main(outside.page)).toContain('这个分享链接打不开');
    await outside.context.close();
    await context.close();
  });
});

/** A live share link of the demo chest DR, made through the API as the page would. */
async function shareLink(): Promise<string> {
  const login = await fetch(`${baseURL()}/api/chk_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(DEMO.verified).toString(),
  });
  const { token } = (await login.json()) as { token: string };
  const list = await fetch(`${baseURL()}/api/reports?type=imaging&user=${token}`);
  const dr = ((await list.json()) as { id: string; title: string }[]).find(
    (r) => r.title === '胸部正位 DR',
  )!;
  const made = await fetch(`${baseURL()}/api/reports/${dr.id}/shares?user=${token}`, {
    method: 'POST',
  });
  return url(((await made.json()) as { path: string }).path);
}

describe('accessibility of the report pages (axe, WCAG 2.2 AA)', () => {
  let shared: string;
  beforeAll(async () => {
    shared = await shareLink();
  });

  const pages: [string, string, (page: Page) => Promise<void>][] = [
    [
      'reports-index',
      '/account/report',
      async (p) => void (await p.locator('.report-rows').waitFor()),
    ],
    ['reports-lab', '/account/report', (p) => openReport(p, '血常规')],
    ['reports-micro', '/account/report', (p) => openReport(p, '中段尿培养及药敏')],
    [
      'reports-imaging-list',
      '/account/image_report',
      async (p) => void (await p.locator('.report-rows').waitFor()),
    ],
    [
      'reports-imaging',
      '/account/image_report',
      (p) => openReport(p, '腹部超声（肝、胆、胰、脾）'),
    ],
  ];
  for (const elder of [false, true]) {
    for (const viewport of ['desktop', 'phone'] as const) {
      const mode = `${elder ? 'elder' : 'standard'} mode at ${viewport} width`;
      it(`passes axe and the scripted checks in ${mode}`, async () => {
        const { context, page } = await newPage(browser, viewport, elder);
        await signInContext(context, DEMO.verified);
        for (const [name, path, ready] of pages) {
          await page.goto(url(path));
          await ready(page);
          await expectAccessiblePage(page, name, { elder, viewport });
        }
        await context.close();
        const outside = await newPage(browser, viewport, elder);
        await outside.page.goto(shared);
        await outside.page.locator('.pacs-thumb img').first().waitFor();
        await expectAccessiblePage(outside.page, 'reports-shared', { elder, viewport });
        await outside.context.close();
      });
    }
  }
});
