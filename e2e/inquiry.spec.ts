import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { clockRangeLines } from './support/clock-ranges.js';
import { expectAccessiblePage } from './support/page-checks.js';
import { SITE_NAME, baseURL, launch, newPage, url } from './support/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const h1 = (page: Page) => page.locator('main h1').first().textContent();
const status = (page: Page) => page.getByRole('status').first().innerText();
const emptyText = (page: Page) => page.locator('.empty__text').innerText();

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

async function search(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).fill(text);
  await page.getByRole('button', { name: '查询' }).click();
}

async function openTab(page: Page, name: string, path: string) {
  await page.getByRole('tab', { name }).click();
  await page.waitForURL((u) => u.pathname === `/12320${path}`);
}

describe('convenience queries (便民查询)', () => {
  it('keeps each clock range of an institution’s hours on one line on a phone in elder mode', async () => {
    const { context, page } = await newPage(browser, 'phone', true);
    await page.goto(url('/inquiry'));
    const hours = page
      .getByRole('list', { name: '医疗机构列表' })
      .locator('.inq-facts dt:text-is("时间") + dd');
    await expect.poll(() => hours.count()).toBe(10);
    // The county hospital's evening clinic broke as 18:00- / 21:00 at this width.
    const ranges = (await Promise.all((await hours.all()).map(clockRangeLines))).flat();
    expect(ranges.length).toBeGreaterThan(3);
    expect(ranges.filter((r) => r.lines !== 1)).toEqual([]);
    await context.close();
  });

  it('each query finds something, filters, pages, and says so when nothing matches', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(url('/home'));
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '便民查询' })
      .click();
    await expect.poll(() => h1(page)).toBe('便民查询');
    await expect.poll(() => page.title()).toBe(`便民查询 - ${SITE_NAME}`);

    // 医疗机构: a page at a time, by type, and nothing for a name that is not there.
    const institutions = page.getByRole('list', { name: '医疗机构列表' }).locator('> li');
    await expect.poll(() => institutions.count()).toBe(10);
    expect(await institutions.first().innerText()).toMatch(/许可证号/);
    await page
      .getByRole('navigation', { name: '翻页' })
      .getByRole('link', { name: '下一页' })
      .click();
    await page.waitForURL(/page=2/);
    await choose(page, '机构类别', '村卫生室');
    await page.waitForURL(
      (u) => u.searchParams.get('type') === '村卫生室' && !u.searchParams.has('page'),
    );
    await expect
      .poll(async () => (await institutions.allInnerTexts()).every((t) => t.includes('村卫生室')))
      .toBe(true);
    await search(page, '名称、地址或服务', '不存在的医院');
    await expect.poll(() => emptyText(page)).toMatch(/没有找到符合条件的医疗机构/);

    // 医师护士执业: asks for a name first; shows category and scope, never an ID number.
    await openTab(page, '医师护士执业', '/inquiry/practitioners');
    await expect.poll(() => emptyText(page)).toMatch(/请输入姓名或选择执业机构/);
    await search(page, '姓名', '杨桂兰');
    const people = page.getByRole('list', { name: '执业人员列表' }).locator('> li');
    await expect.poll(() => people.count()).toBe(1);
    const card = await people.first().innerText();
    expect(card).toMatch(/执业类别\s*护士/);
    expect(card).toMatch(/执业范围\s*护理/);
    expect(card).not.toMatch(/\d{15,}|身份证/);
    await search(page, '姓名', '查无此人');
    await expect.poll(() => emptyText(page)).toMatch(/没有查到这位医师或护士/);

    // 服务价格: a hospital's registration fees, in yuan.
    await openTab(page, '服务价格', '/inquiry/prices');
    await choose(page, '医院', '青禾县人民医院');
    await page.waitForURL(/hospital=/);
    await choose(page, '项目类别', '挂号诊查');
    await page.waitForURL(/category=/);
    const rows = page.locator('.inq-table tbody tr');
    await expect.poll(() => rows.count()).toBe(5);
    expect(await rows.first().innerText()).toMatch(/10\.00 元/);
    await search(page, '项目名称', '心脏移植');
    await expect.poll(() => emptyText(page)).toMatch(/没有找到这个项目的价格/);

    // 预防接种门诊: by vaccine; a town without that vaccine has none.
    await openTab(page, '预防接种门诊', '/inquiry/vaccination');
    await choose(page, '疫苗', '卡介苗');
    const clinics = page.getByRole('list', { name: '预防接种门诊列表' }).locator('> li');
    await expect
      .poll(async () => {
        const texts = await clinics.allInnerTexts();
        return texts.length > 0 && texts.every((t) => t.includes('卡介苗'));
      })
      .toBe(true);
    await choose(page, '所在乡镇', '石门镇');
    await expect.poll(() => emptyText(page)).toMatch(/没有能接种这种疫苗的门诊/);

    // 急救与 AED: where each defibrillator hangs.
    await openTab(page, '急救与 AED', '/inquiry/emergency');
    // 120 first, above the list, one tap away.
    const urgent = page.locator('.inq-urgent').getByRole('link', { name: '120', exact: true });
    expect(await urgent.getAttribute('href')).toBe('tel:120');
    await choose(page, '类别', 'AED');
    const points = page.getByRole('list', { name: '急救站和 AED 列表' }).locator('> li');
    await expect.poll(() => status(page)).toMatch(/共 23 处/);
    expect(await points.first().innerText()).toMatch(/具体位置/);
    await search(page, '地点名称', '月球基地');
    await expect.poll(() => emptyText(page)).toMatch(/遇到紧急情况请直接拨打 120/);

    // 献血点 and 体检机构.
    await openTab(page, '献血点', '/inquiry/blood');
    await expect.poll(() => status(page)).toMatch(/共 \d+ 个献血点/);
    await search(page, '地点或名称', '火星');
    await expect.poll(() => emptyText(page)).toMatch(/没有找到这个地方的献血点/);
    await openTab(page, '体检机构', '/inquiry/checkup');
    await search(page, '体检项目或机构', '老年人');
    const centres = page.getByRole('list', { name: '体检机构列表' }).locator('> li');
    await expect
      .poll(async () => (await centres.allInnerTexts()).every((t) => t.includes('老年人')))
      .toBe(true);
    await search(page, '体检项目或机构', '潜水');
    await expect.poll(() => emptyText(page)).toMatch(/没有找到提供这种体检的机构/);

    // 办事指南: the list, then one guide in its sections.
    await openTab(page, '办事指南', '/inquiry/guides');
    await page.getByRole('link', { name: /出生医学证明/ }).click();
    await page.waitForURL('**/12320/inquiry/guides/chu-sheng-yi-xue-zheng-ming');
    await expect.poll(() => h1(page)).toMatch(/出生医学证明/);
    for (const section of ['办理条件', '所需材料', '办理流程', '常见问题']) {
      expect(await page.getByRole('heading', { name: section, exact: true }).count()).toBe(1);
    }
    await page.getByRole('link', { name: '← 返回办事指南' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: '办事指南' }).getAttribute('aria-selected'))
      .toBe('true');

    // A deep link opens its query with its filter; an unknown query is a 404.
    await page.goto(url('/inquiry/emergency?kind=AED&town=南湖新区'));
    await expect.poll(() => page.getByLabel('类别', { exact: true }).inputValue()).toBe('AED');
    await page.goto(url('/inquiry/nothing'));
    await expect.poll(() => h1(page)).toBe('页面不存在');
    await context.close();
  });

  const pages = [
    { name: 'inquiry-institutions', path: '/inquiry' },
    { name: 'inquiry-practitioners', path: '/inquiry/practitioners?name=杨' },
    { name: 'inquiry-prices', path: '/inquiry/prices?hospital=青禾县人民医院' },
    { name: 'inquiry-vaccination', path: '/inquiry/vaccination' },
    { name: 'inquiry-emergency', path: '/inquiry/emergency' },
    { name: 'inquiry-guide', path: '/inquiry/guides/yi-di-jiu-yi-bei-an' },
  ];
  // One page a test: a scan takes seconds on a busy machine, and each test has a minute.
  describe.each([
    { elder: false, viewport: 'desktop' as const },
    { elder: false, viewport: 'phone' as const },
    { elder: true, viewport: 'desktop' as const },
    { elder: true, viewport: 'phone' as const },
  ])('passes axe and the elder checks (elder $elder, $viewport)', ({ elder, viewport }) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage(browser, viewport, elder));
    });
    afterAll(() => context?.close());

    it.each(pages)('$name', async (p) => {
      await page.goto(url(p.path));
      await page.locator('.inq-section, .empty').first().waitFor();
      await expectAccessiblePage(page, p.name, { elder, viewport });
    });
  });

  it('is hidden in government mode', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL()}/gov-sso/`);
    await page.getByLabel(/王芳/).check();
    await page.getByRole('button', { name: /登录并返回/ }).click();
    await page.waitForURL((u) => u.pathname === '/12320/home' && !u.search.includes('ticketId'));
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect.poll(() => nav.getByRole('link', { name: '个人中心' }).count()).toBe(1);
    expect(await page.locator('a[href*="/inquiry"]').count()).toBe(0);
    expect(await page.getByText('便民查询').count()).toBe(0);
    await context.close();
  });
});
